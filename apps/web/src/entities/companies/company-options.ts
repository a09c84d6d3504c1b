import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMPANY_LISTS_KEY, fetchCompanies } from "./companies.ts";

const query = { page: 1, pageSize: 200 };

/** The platform's companies for the superadmin's company picker (the API's largest page). */
export const companyOptionsQueryOptions = queryOptions({
  queryKey: [...COMPANY_LISTS_KEY, query],
  queryFn: ({ signal }) => fetchCompanies(query, signal),
  staleTime: 5 * 60_000,
});

export function useCompanyOptions({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...companyOptionsQueryOptions, enabled: isEnabled });
}
