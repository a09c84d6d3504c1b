import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { onMessageSent } from "./thread-cache.ts";

export function sendAttachment(userId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return call(CHAT_ENDPOINTS.sendAttachment, { params: { userId }, body });
}

/** Sends one file as a message of its own (the server checks its type and size). */
export function useSendAttachment(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendAttachment(userId, file),
    onSuccess: (message) => onMessageSent(client, userId, message),
  });
}
