import type { AbsenceListQuery } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { ABSENCES_KEY } from "./keys.ts";

/** The filters as sent: optional ids and instants; booleans as the strings the API reads. */
export type AbsencesFilters = Partial<
  Pick<AbsenceListQuery, "studentId" | "courseId" | "cohortId" | "from" | "to">
> & { excused?: "true" | "false"; includeLate?: "true" };
export type AbsencesQuery = AbsencesFilters & Pick<AbsenceListQuery, "page" | "pageSize">;

export function fetchAbsences(query: AbsencesQuery, signal?: AbortSignal) {
  return call(ATTENDANCE_ENDPOINTS.listAbsences, { query, signal });
}

/** One page of absences (and lateness on request), newest first; a student gets only their own. */
export function absencesQueryOptions(query: AbsencesQuery) {
  return queryOptions({
    queryKey: [...ABSENCES_KEY, "list", query],
    queryFn: ({ signal }) => fetchAbsences(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAbsences(query: AbsencesQuery) {
  return useQuery(absencesQueryOptions(query));
}
