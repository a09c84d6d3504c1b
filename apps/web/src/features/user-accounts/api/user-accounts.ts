import type { UserAccountListQuery } from "@campus/contracts/user-accounts";
import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

export type UserAccountsQuery = Pick<UserAccountListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<UserAccountListQuery, "q" | "role" | "disabled">>;

/** The query as the address carries it: the state as "true" or "false". */
function queryString({ disabled, ...query }: UserAccountsQuery) {
  return disabled === undefined ? query : { ...query, disabled: String(disabled) };
}

/** One page of the caller's company's sign-in accounts: whole for administrators, cards for a teacher. */
export function userAccountsQueryOptions(query: UserAccountsQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, "list", query],
    queryFn: ({ signal }) =>
      call(USER_ACCOUNTS_ENDPOINTS.listUserAccounts, { query: queryString(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAccounts(query: UserAccountsQuery) {
  return useQuery(userAccountsQueryOptions(query));
}
