import type { AbsenceSummaryQuery } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { ABSENCES_KEY } from "./keys.ts";

/** A student's attendance figures: their own for a student; staff name the student. */
export function absenceSummaryQueryOptions(query: AbsenceSummaryQuery) {
  return queryOptions({
    queryKey: [...ABSENCES_KEY, "summary", query],
    queryFn: ({ signal }) => call(ATTENDANCE_ENDPOINTS.getAbsenceSummary, { query, signal }),
  });
}

export function useAbsenceSummary(query: AbsenceSummaryQuery, { isEnabled = true } = {}) {
  return useQuery({ ...absenceSummaryQueryOptions(query), enabled: isEnabled });
}
