import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const teacherDashboardSchema = lazySchema(() =>
  import("@campus/contracts/dashboard").then((module) => module.teacherDashboardSchema),
);

export const teacherDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "teacher"],
  queryFn: ({ signal }) => apiClient.get(teacherDashboardSchema, "/api/dashboard/teacher", { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** A teacher's home: today's slots with their roll call, the work to grade. */
export function useTeacherDashboard() {
  return useQuery(teacherDashboardQueryOptions);
}
