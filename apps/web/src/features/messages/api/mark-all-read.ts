import { unreadCountSchema } from "@campus/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { MESSAGES_KEY, UNREAD_COUNT_KEY } from "./keys.ts";

export function markAllRead() {
  return apiClient.post(unreadCountSchema, "/api/conversations/read-all");
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
