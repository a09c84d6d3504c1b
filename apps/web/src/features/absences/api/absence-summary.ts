import type { AbsenceSummaryQuery } from "@campus/contracts/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ABSENCES_KEY } from "../../../entities/absences/index.ts";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const absenceSummarySchema = lazySchema(() =>
  import("@campus/contracts/attendance").then((module) => module.absenceSummarySchema),
);

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
