import { unreadCountSchema } from "@campus/contracts/auth";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: ["messages", "unread-count"],
    queryFn: ({ signal }) => apiClient.get(unreadCountSchema, "/api/messages/unread-count", { signal }),
    select: (data) => data.count,
    refetchInterval: POLL_MS,
    staleTime: POLL_MS / 2,
  });
}
