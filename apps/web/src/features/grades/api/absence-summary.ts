import type { AbsenceSummary, AbsenceSummaryQuery } from "@campus/contracts/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/**
 * A student's attendance figures, over one course or all of them. A student always gets their
 * own (leave `studentId` out); staff name the student.
 */
export function absenceSummaryQueryOptions(query: AbsenceSummaryQuery) {
  return queryOptions({
    queryKey: ["absences", "summary", query],
    queryFn: ({ signal }) => apiClient.get<AbsenceSummary>("/api/absences/summary", { query, signal }),
  });
}

export function useAbsenceSummary(query: AbsenceSummaryQuery, { isEnabled = true } = {}) {
  return useQuery({ ...absenceSummaryQueryOptions(query), enabled: isEnabled });
}
