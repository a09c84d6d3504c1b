import { useListParams } from "../../../lib/use-list-params.ts";
import type { EnrolmentsQuery } from "../api/enrolments.ts";

const FILTER_KEYS = ["q", "programmeId", "levelId", "cohortId", "courseId"] as const;
export type EnrolmentFilterKey = (typeof FILTER_KEYS)[number];

/**
 * The enrolments list's search, filters (the student's programme, level and session, the course), page
 * and sort, kept in the address.
 */
export function useEnrolmentList() {
  const list = useListParams({ filterKeys: FILTER_KEYS, defaultSort: "student" });
  const definedFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (list.filters[key] ? [[key, list.filters[key]]] : [])),
  ) as Partial<Record<EnrolmentFilterKey, string>>;
  const query: EnrolmentsQuery = {
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    ...definedFilters,
  };
  const hasFilters = Object.keys(definedFilters).length > 0;
  const clearFilters = () => list.setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  return { ...list, query, hasFilters, clearFilters };
}
