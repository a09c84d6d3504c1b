import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONVERSATIONS_KEY, UNREAD_COUNT_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";
import { markThreadRead } from "./thread-cache.ts";

export function markRead(userId: string) {
  return call(CHAT_ENDPOINTS.markConversationRead, { params: { userId } });
}

/** Marks the conversation with a person read; the bell takes the new count at once. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(userId),
    onSuccess: (unread) => {
      client.setQueryData(UNREAD_COUNT_KEY, unread);
      markThreadRead(client, userId);
      return client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
