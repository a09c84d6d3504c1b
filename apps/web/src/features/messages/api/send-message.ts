import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { onMessageSent } from "./thread-cache.ts";

export function sendMessage(userId: string, text: string) {
  return call(CHAT_ENDPOINTS.sendMessage, { params: { userId }, body: { text } });
}

/** Writes to a person; the message joins the thread and the conversation list refreshes. */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(userId, text),
    onSuccess: (message) => onMessageSent(client, userId, message),
  });
}
