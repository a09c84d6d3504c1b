import type { ConversationListQuery } from "@campus/contracts/chat";
import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { CONVERSATIONS_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";

type ConversationsQuery = Partial<Pick<ConversationListQuery, "search" | "unread" | "limit">>;

export function fetchConversations(query: ConversationsQuery & { cursor?: string }, signal?: AbortSignal) {
  return call(CHAT_ENDPOINTS.listConversations, { query, signal });
}

/** The caller's conversations, latest activity first, page after page ("Charger plus"). */
export function conversationsQueryOptions(query: ConversationsQuery) {
  return infiniteQueryOptions({
    queryKey: [...CONVERSATIONS_KEY, query],
    queryFn: ({ pageParam, signal }) => fetchConversations({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useConversations(query: ConversationsQuery, { isEnabled = true } = {}) {
  return useInfiniteQuery({ ...conversationsQueryOptions(query), enabled: isEnabled });
}
