import type { Me } from "@campus/contracts/auth";
import type { QueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../lib/current-user.tsx";
import { clearToken, rememberCompany, setToken } from "../../lib/storage.ts";

function isMeQuery(queryKey: readonly unknown[]): boolean {
  return (
    queryKey.length === ME_QUERY_KEY.length && ME_QUERY_KEY.every((part, index) => queryKey[index] === part)
  );
}

/** Opens the session in this browser after a successful sign-in. */
export function startSession(queryClient: QueryClient, token: string, user: Me): void {
  setToken(token);
  rememberCompany(user.companyId);
  queryClient.setQueryData(ME_QUERY_KEY, user);
}

/** Forgets the session: token, every cached answer; the guards then send the user to the sign-in page. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  void queryClient.cancelQueries();
  // The profile query stays (set to null) so that the guards watching it see the change at once.
  queryClient.removeQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
  queryClient.setQueryData(ME_QUERY_KEY, null);
}
