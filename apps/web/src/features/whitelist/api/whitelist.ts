import type { WhitelistQuery } from "@campus/contracts/whitelist";
import { WHITELIST_ENDPOINTS } from "@campus/contracts/whitelist.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export type WhitelistListQuery = Pick<WhitelistQuery, "page" | "pageSize" | "q">;

export function fetchWhitelist(query: WhitelistListQuery, signal?: AbortSignal) {
  return call(WHITELIST_ENDPOINTS.listWhitelist, { query, signal });
}

/** One page of the students listed in the whitelist. */
export function whitelistQueryOptions(query: WhitelistListQuery) {
  return queryOptions({
    queryKey: [...WHITELIST_KEY, "list", query],
    queryFn: ({ signal }) => fetchWhitelist(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWhitelist(query: WhitelistListQuery) {
  return useQuery(whitelistQueryOptions(query));
}
