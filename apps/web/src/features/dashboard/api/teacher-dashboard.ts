import { DASHBOARD_ENDPOINTS } from "@campus/contracts/dashboard.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

export const teacherDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "teacher"],
  queryFn: ({ signal }) => call(DASHBOARD_ENDPOINTS.getTeacherDashboard, { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** A teacher's home: today's slots with their roll call, the work to grade. */
export function useTeacherDashboard() {
  return useQuery(teacherDashboardQueryOptions);
}
