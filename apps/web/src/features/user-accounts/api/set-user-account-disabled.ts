import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import type { UserProfile } from "@campus/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Disables an account (the server ends its sessions) or enables it again. */
export function setUserAccountDisabled(id: string, isDisabled: boolean): Promise<UserProfile> {
  const endpoint = isDisabled
    ? USER_ACCOUNTS_ENDPOINTS.disableUserAccount
    : USER_ACCOUNTS_ENDPOINTS.enableUserAccount;
  return call(endpoint, { params: { id } });
}

export function useSetUserAccountDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      setUserAccountDisabled(id, isDisabled),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
