import type { Page } from "@campus/contracts/common";
import type { Company } from "@campus/contracts/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const query = { page: 1, pageSize: 200 };

/** The platform's companies for the superadmin's company picker (the API's largest page). */
export const companyOptionsQueryOptions = queryOptions({
  queryKey: ["companies", "list", query],
  queryFn: ({ signal }) => apiClient.get<Page<Company>>("/api/companies", { query, signal }),
  staleTime: 5 * 60_000,
});

export function useCompanyOptions({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...companyOptionsQueryOptions, enabled: isEnabled });
}
