import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

export function deleteUserAccount(id: string): Promise<void> {
  return call(USER_ACCOUNTS_ENDPOINTS.deleteUserAccount, { params: { id } });
}

export function useDeleteUserAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
      ]),
  });
}
