import { companySchema } from "@campus/contracts/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { COMPANIES_KEY } from "./companies.ts";

export const companyQueryKey = (id: string) => [...COMPANIES_KEY, "detail", id] as const;

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(companySchema, `/api/companies/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
