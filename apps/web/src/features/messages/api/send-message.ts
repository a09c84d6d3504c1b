import { chatMessageSchema } from "@campus/contracts/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { onMessageSent } from "./thread-cache.ts";

export function sendMessage(userId: string, text: string) {
  return apiClient.post(chatMessageSchema, `/api/conversations/with/${encodeURIComponent(userId)}/messages`, {
    text,
  });
}

/** Writes to a person; the message joins the thread and the conversation list refreshes. */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(userId, text),
    onSuccess: (message) => onMessageSent(client, userId, message),
  });
}
