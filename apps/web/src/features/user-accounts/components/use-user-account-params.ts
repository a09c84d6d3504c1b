import { roleSchema } from "@campus/contracts/role-schema";
import type { Role } from "@campus/contracts/roles";
import { USER_ACCOUNT_SORTS } from "@campus/contracts/user-account-sorts";
import type { UserAccountListQuery } from "@campus/contracts/user-accounts";
import { useSearchParams } from "react-router";
import type { UserAccountsQuery } from "../api/user-accounts.ts";

export type AccountState = "" | "active" | "disabled";

const isSort = (value: string | null): value is UserAccountListQuery["sort"] =>
  USER_ACCOUNT_SORTS.some((sort) => sort === value);

/**
 * The account lists' search, role, state, page and sort, kept in the address: the list
 * and the cards share them, so switching views keeps the filters.
 */
export function useUserAccountParams({ defaultPageSize }: { defaultPageSize: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSize = Math.min(200, Number(params.get("pageSize")) || defaultPageSize);
  const sortParam = params.get("sort");
  const roleParam = roleSchema.safeParse(params.get("role"));
  const role: Role | "" = roleParam.success ? roleParam.data : "";
  const stateParam = params.get("etat");
  const state: AccountState = stateParam === "active" || stateParam === "disabled" ? stateParam : "";
  const q = params.get("q") ?? "";

  const query: UserAccountsQuery = {
    page,
    pageSize,
    sort: isSort(sortParam) ? sortParam : "name",
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(state ? { disabled: state === "disabled" } : {}),
  };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, String(value));
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };

  return {
    query,
    q,
    role,
    state,
    update,
    hasFilters: Boolean(q || role || state),
    search: params.toString(),
  };
}
