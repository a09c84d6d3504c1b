import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMPANIES_KEY } from "../../../entities/companies/index.ts";
import { call } from "../../../lib/api-client.ts";

export const companyQueryKey = (id: string) => [...COMPANIES_KEY, "detail", id] as const;

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) => call(COMPANIES_ENDPOINTS.getCompany, { params: { id }, signal }),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
