import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES_KEY, UNREAD_COUNT_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";

export function markAllRead() {
  return call(CHAT_ENDPOINTS.markAllRead);
}

/** « Tout marquer comme lu »: every conversation of the caller read, the bell at zero. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (unread) => {
      client.setQueryData(UNREAD_COUNT_KEY, unread);
      return client.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });
}
