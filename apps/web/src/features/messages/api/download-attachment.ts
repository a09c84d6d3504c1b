import type { ChatMessage } from "@campus/contracts/chat";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

export function downloadAttachment(message: ChatMessage): Promise<void> {
  return downloadFile(`/api/messages/${encodeURIComponent(message.id)}/attachment`, {
    fallbackName: message.attachment?.name,
  });
}

/** Saves a message's attached file on the user's computer. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
