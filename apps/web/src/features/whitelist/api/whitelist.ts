import { pageOf } from "@campus/contracts/common";
import type { WhitelistQuery } from "@campus/contracts/whitelist";
import { whitelistEntrySchema } from "@campus/contracts/whitelist";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export type WhitelistListQuery = Pick<WhitelistQuery, "page" | "pageSize" | "q">;

export function fetchWhitelist(query: WhitelistListQuery, signal?: AbortSignal) {
  return apiClient.get(pageOf(whitelistEntrySchema), "/api/whitelist", { query, signal });
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
