import { DASHBOARD_ENDPOINTS } from "@campus/contracts/dashboard.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

export const studentDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "student"],
  queryFn: ({ signal }) => call(DASHBOARD_ENDPOINTS.getStudentDashboard, { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** A student's home: the work they still have to hand in. */
export function useStudentDashboard() {
  return useQuery(studentDashboardQueryOptions);
}
