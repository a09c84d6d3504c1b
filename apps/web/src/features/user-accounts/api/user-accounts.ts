import type { UserAccountListQuery } from "@campus/contracts/user-accounts";
import { userAccountPageSchema } from "@campus/contracts/user-accounts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export type UserAccountsQuery = Pick<UserAccountListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<UserAccountListQuery, "q" | "role" | "disabled">>;

/** One page of the caller's company's sign-in accounts: whole for administrators, cards for a teacher. */
export function userAccountsQueryOptions(query: UserAccountsQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, "list", query],
    queryFn: ({ signal }) => apiClient.get(userAccountPageSchema, "/api/users", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAccounts(query: UserAccountsQuery) {
  return useQuery(userAccountsQueryOptions(query));
}
