import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { threadQueryKey } from "./thread.ts";

const PAGE_SIZE = 30;
/** Without the live stream, an open thread still shows new messages and read marks within 30 s. */
const POLL_MS = 30_000;

export const threadMessagesQueryKey = (userId: string) => [...threadQueryKey(userId), "messages"] as const;

export function fetchThreadMessages(userId: string, before: string | undefined, signal?: AbortSignal) {
  return call(CHAT_ENDPOINTS.listMessages, {
    params: { userId },
    query: { before, limit: PAGE_SIZE },
    signal,
  });
}

/** A thread's messages; each page is NEWEST FIRST and the next page holds older messages. */
export function threadMessagesQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: threadMessagesQueryKey(userId),
    queryFn: ({ pageParam, signal }) => fetchThreadMessages(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: POLL_MS,
  });
}

export function useThreadMessages(userId: string) {
  return useInfiniteQuery(threadMessagesQueryOptions(userId));
}
