import type { ChatMessage } from "@campus/contracts/chat";
import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

export function downloadAttachment(message: ChatMessage): Promise<void> {
  return downloadFile(endpointUrl(CHAT_ENDPOINTS.openAttachment, { id: message.id }), {
    fallbackName: message.attachment?.name,
  });
}

/** Saves a message's attached file on the user's computer. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
