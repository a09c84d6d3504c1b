import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { MESSAGES_KEY } from "../../../entities/messages/index.ts";
import { call } from "../../../lib/api-client.ts";

export function fetchContacts(search: string, cursor: string | undefined, signal?: AbortSignal) {
  return call(CHAT_ENDPOINTS.listContacts, { query: { search, cursor }, signal });
}

/** The people the caller may write to, by last name, page after page. */
export function contactsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGES_KEY, "contacts", search],
    queryFn: ({ pageParam, signal }) => fetchContacts(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useContacts(search: string) {
  return useInfiniteQuery(contactsQueryOptions(search));
}
