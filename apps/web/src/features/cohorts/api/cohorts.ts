import type { CohortListQuery } from "@campus/contracts/cohorts";
import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** The list's filters as the page holds them: the archived switch, the programme, search and sort. */
export type CohortsQuery = Pick<CohortListQuery, "page" | "pageSize" | "archived" | "sort"> &
  Partial<Pick<CohortListQuery, "q" | "programmeId">>;

export const COHORTS_KEY = ["cohorts"] as const;

export function fetchCohorts(query: CohortsQuery, signal?: AbortSignal) {
  // The query string carries the archived switch as text (the contract reads it with z.stringbool).
  return call(COHORTS_ENDPOINTS.listCohorts, {
    query: { ...query, archived: String(query.archived) },
    signal,
  });
}

/** One page of the company's sessions, with their programme and counts. */
export function cohortsQueryOptions(query: CohortsQuery) {
  return queryOptions({
    queryKey: [...COHORTS_KEY, "list", query],
    queryFn: ({ signal }) => fetchCohorts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCohorts(query: CohortsQuery) {
  return useQuery(cohortsQueryOptions(query));
}
