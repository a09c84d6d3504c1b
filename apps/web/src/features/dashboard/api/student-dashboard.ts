import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const studentDashboardSchema = lazySchema(() =>
  import("@campus/contracts/dashboard").then((module) => module.studentDashboardSchema),
);

export const studentDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "student"],
  queryFn: ({ signal }) => apiClient.get(studentDashboardSchema, "/api/dashboard/student", { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** A student's home: the work they still have to hand in. */
export function useStudentDashboard() {
  return useQuery(studentDashboardQueryOptions);
}
