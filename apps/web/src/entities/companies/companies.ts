import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export interface CompaniesQuery {
  page: number;
  pageSize: number;
}

export const COMPANIES_KEY = ["companies"] as const;
export const COMPANY_LISTS_KEY = [...COMPANIES_KEY, "list"] as const;

export function fetchCompanies(query: CompaniesQuery, signal?: AbortSignal) {
  return call(COMPANIES_ENDPOINTS.listCompanies, { query: { ...query }, signal });
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
