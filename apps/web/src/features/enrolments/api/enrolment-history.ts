import type { EnrolmentHistoryQuery } from "@campus/contracts/enrolments";
import { ENROLMENTS_ENDPOINTS } from "@campus/contracts/enrolments.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { ENROLMENTS_KEY } from "./enrolments.ts";

export type EnrolmentHistoryFilters = Pick<EnrolmentHistoryQuery, "page" | "pageSize"> &
  Partial<Pick<EnrolmentHistoryQuery, "courseId" | "studentId">>;

/** One page of the enrolments and withdrawals of a student, a course, or the whole school. */
export function enrolmentHistoryQueryOptions(query: EnrolmentHistoryFilters) {
  return queryOptions({
    queryKey: [...ENROLMENTS_KEY, "history", query],
    queryFn: ({ signal }) => call(ENROLMENTS_ENDPOINTS.listEnrolmentHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolmentHistory(query: EnrolmentHistoryFilters) {
  return useQuery(enrolmentHistoryQueryOptions(query));
}
