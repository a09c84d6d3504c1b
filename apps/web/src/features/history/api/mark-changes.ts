import type { MarkChangeListQuery } from "@campus/contracts/history";
import { HISTORY_ENDPOINTS } from "@campus/contracts/history.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { MARK_HISTORY_KEY } from "../../../entities/mark-history/index.ts";
import { call } from "../../../lib/api-client.ts";

/** The filters as sent: optional kind, ids and instants. */
export type MarkChangesFilters = Partial<
  Pick<MarkChangeListQuery, "kind" | "studentId" | "courseId" | "from" | "to">
>;
export type MarkChangesQuery = MarkChangesFilters & Pick<MarkChangeListQuery, "page" | "pageSize">;

/** One page of the company's grade and attendance changes, newest first (administrators). */
export function markChangesQueryOptions(query: MarkChangesQuery) {
  return queryOptions({
    queryKey: [...MARK_HISTORY_KEY, "list", query],
    queryFn: ({ signal }) => call(HISTORY_ENDPOINTS.listMarkChanges, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkChanges(query: MarkChangesQuery) {
  return useQuery(markChangesQueryOptions(query));
}
