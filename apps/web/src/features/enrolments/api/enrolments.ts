import type { EnrolmentListQuery } from "@campus/contracts/enrolments";
import { ENROLMENTS_ENDPOINTS } from "@campus/contracts/enrolments.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** The list's filters as the page holds them: optional ids and search, the page and the sort. */
export type EnrolmentsQuery = Pick<EnrolmentListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<EnrolmentListQuery, "q" | "programmeId" | "levelId" | "cohortId" | "courseId" | "studentId">>;

/** Every query of this feature: the enrolments and their history, refetched together after a change. */
export const ENROLMENTS_KEY = ["enrolments"] as const;

/** One page of who follows which course. */
export function enrolmentsQueryOptions(query: EnrolmentsQuery) {
  return queryOptions({
    queryKey: [...ENROLMENTS_KEY, "list", query],
    queryFn: ({ signal }) => call(ENROLMENTS_ENDPOINTS.listEnrolments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolments(query: EnrolmentsQuery, { isEnabled = true } = {}) {
  return useQuery({ ...enrolmentsQueryOptions(query), enabled: isEnabled });
}
