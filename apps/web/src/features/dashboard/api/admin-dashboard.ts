import { DASHBOARD_ENDPOINTS } from "@campus/contracts/dashboard.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

export const adminDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "admin"],
  queryFn: ({ signal }) => call(DASHBOARD_ENDPOINTS.getAdminDashboard, { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** An administrator's home: proposals to validate, this week's unexcused absences, students at risk. */
export function useAdminDashboard({ isEnabled = true } = {}) {
  return useQuery({ ...adminDashboardQueryOptions, enabled: isEnabled });
}
