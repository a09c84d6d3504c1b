import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { UNREAD_COUNT_KEY } from "./keys.ts";

/**
 * Without the live stream the bell still catches up: every 30 s and when the window gets the focus
 * back. The live events (see ../live-events.ts) set it at once.
 */
const POLL_MS = 30_000;

export function fetchUnreadCount(signal?: AbortSignal) {
  return call(CHAT_ENDPOINTS.getUnreadCount, { signal });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: "always",
    staleTime: POLL_MS / 2,
  });
}

/** The number of conversations with unread messages (the header bell). */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions(), select: (data) => data.count });
}
