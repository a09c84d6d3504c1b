import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { DASHBOARD_KEY, SUMMARY_STALE_TIME } from "./dashboard-key.ts";

// On the administrators' home: the schema (and zod) load with the answer, not with the page.
const adminDashboardSchema = lazySchema(() =>
  import("@campus/contracts/dashboard").then((module) => module.adminDashboardSchema),
);

export const adminDashboardQueryOptions = queryOptions({
  queryKey: [...DASHBOARD_KEY, "admin"],
  queryFn: ({ signal }) => apiClient.get(adminDashboardSchema, "/api/dashboard/admin", { signal }),
  staleTime: SUMMARY_STALE_TIME,
});

/** An administrator's home: proposals to validate, this week's unexcused absences, students at risk. */
export function useAdminDashboard({ isEnabled = true } = {}) {
  return useQuery({ ...adminDashboardQueryOptions, enabled: isEnabled });
}
