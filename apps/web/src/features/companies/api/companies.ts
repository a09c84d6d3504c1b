import type { Page } from "@campus/contracts/common";
import type { Company } from "@campus/contracts/companies";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

export interface CompaniesQuery {
  page: number;
  pageSize: number;
}

export function useCompanies({ page, pageSize }: CompaniesQuery) {
  return useQuery({
    queryKey: ["companies", "list", { page, pageSize }],
    queryFn: ({ signal }) =>
      apiClient.get<Page<Company>>("/api/companies", { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
