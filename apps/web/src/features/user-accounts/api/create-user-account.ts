import type { CreateUserAccountBody } from "@campus/contracts/user-accounts";
import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import type { UserProfile } from "@campus/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

export function createUserAccount(body: CreateUserAccountBody): Promise<UserProfile> {
  return call(USER_ACCOUNTS_ENDPOINTS.createCompanyUserAccount, { body });
}

export function useCreateUserAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUserAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
      ]),
  });
}
