import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { THREADS_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";

export const threadQueryKey = (userId: string) => [...THREADS_KEY, userId] as const;

export function fetchThread(userId: string, signal?: AbortSignal) {
  return call(CHAT_ENDPOINTS.getThread, { params: { userId }, signal });
}

/** The conversation with one person: who they are, whether it exists yet. */
export function threadQueryOptions(userId: string) {
  return queryOptions({
    queryKey: threadQueryKey(userId),
    queryFn: ({ signal }) => fetchThread(userId, signal),
  });
}

export function useThread(userId: string) {
  return useQuery(threadQueryOptions(userId));
}
