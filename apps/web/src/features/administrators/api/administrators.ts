import type { AdministratorListQuery } from "@campus/contracts/administrators";
import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { call } from "../../../lib/api-client.ts";

export type AdministratorsQuery = Pick<AdministratorListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<AdministratorListQuery, "q" | "companyId">>;

/**
 * One page of a company's administrators. Without `companyId`, the caller's company;
 * the platform superadmin may name any company.
 */
export function administratorsQueryOptions(query: AdministratorsQuery) {
  return queryOptions({
    queryKey: [...ADMINISTRATORS_KEY, "list", query],
    queryFn: ({ signal }) => call(ADMINISTRATORS_ENDPOINTS.listAdministrators, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdministrators(query: AdministratorsQuery) {
  return useQuery(administratorsQueryOptions(query));
}
