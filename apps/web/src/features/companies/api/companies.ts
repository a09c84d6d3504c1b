import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";

export interface CompaniesQuery {
  page: number;
  pageSize: number;
}

export const COMPANIES_KEY = ["companies"] as const;
export const COMPANY_LISTS_KEY = [...COMPANIES_KEY, "list"] as const;

// On the platform operator's home: the schema (and zod) load with the answer, not with the page.
const companyPageSchema = lazySchema(() =>
  Promise.all([import("@campus/contracts/common"), import("@campus/contracts/companies")]).then(
    ([common, companies]) => common.pageOf(companies.companySchema),
  ),
);

export function fetchCompanies(query: CompaniesQuery, signal?: AbortSignal) {
  return apiClient.get(companyPageSchema, "/api/companies", { query: { ...query }, signal });
}

export function companiesQueryOptions({ page, pageSize }: CompaniesQuery) {
  return queryOptions({
    queryKey: [...COMPANY_LISTS_KEY, { page, pageSize }],
    queryFn: ({ signal }) => fetchCompanies({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(query: CompaniesQuery) {
  return useQuery(companiesQueryOptions(query));
}
