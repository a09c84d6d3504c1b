import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { call } from "../../../lib/api-client.ts";

export const administratorQueryKey = (id: string, companyId: string | undefined) =>
  [...ADMINISTRATORS_KEY, "detail", companyId ?? "", id] as const;

/** One administrator of the caller's company, or of `companyId` for the platform superadmin. */
export function administratorQueryOptions(id: string, companyId?: string) {
  return queryOptions({
    queryKey: administratorQueryKey(id, companyId),
    queryFn: ({ signal }) =>
      call(ADMINISTRATORS_ENDPOINTS.getAdministrator, { params: { id }, query: { companyId }, signal }),
  });
}

export function useAdministrator(id: string, companyId?: string) {
  return useQuery(administratorQueryOptions(id, companyId));
}
