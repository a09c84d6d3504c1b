import type { AdministratorListQuery } from "@campus/contracts/administrators";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";

export type AdministratorsQuery = Pick<AdministratorListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<AdministratorListQuery, "q" | "companyId">>;

// On the administrators' home: the schema (and zod) load with the answer, not with the page.
const administratorPageSchema = lazySchema(() =>
  import("@campus/contracts/administrators").then((module) => module.administratorPageSchema),
);

/**
 * One page of a company's administrators. Without `companyId`, the caller's company;
 * the platform superadmin may name any company.
 */
export function administratorsQueryOptions(query: AdministratorsQuery) {
  return queryOptions({
    queryKey: [...ADMINISTRATORS_KEY, "list", query],
    queryFn: ({ signal }) => apiClient.get(administratorPageSchema, "/api/administrators", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdministrators(query: AdministratorsQuery) {
  return useQuery(administratorsQueryOptions(query));
}
