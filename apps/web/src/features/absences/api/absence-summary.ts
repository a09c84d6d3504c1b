import type { AbsenceSummaryQuery } from "@campus/contracts/attendance";
import { absenceSummarySchema } from "@campus/contracts/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { ABSENCES_KEY } from "./absences.ts";

/** A student's attendance figures: their own for a student; staff name the student. */
export function absenceSummaryQueryOptions(query: AbsenceSummaryQuery) {
  return queryOptions({
    queryKey: [...ABSENCES_KEY, "summary", query],
    queryFn: ({ signal }) => apiClient.get(absenceSummarySchema, "/api/absences/summary", { query, signal }),
  });
}

export function useAbsenceSummary(query: AbsenceSummaryQuery, { isEnabled = true } = {}) {
  return useQuery({ ...absenceSummaryQueryOptions(query), enabled: isEnabled });
}
