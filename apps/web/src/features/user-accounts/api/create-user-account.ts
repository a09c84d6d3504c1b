import type { CreateUserAccountBody } from "@campus/contracts/user-accounts";
import type { UserProfile } from "@campus/contracts/users";
import { userProfileSchema } from "@campus/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export function createUserAccount(body: CreateUserAccountBody): Promise<UserProfile> {
  return apiClient.post(userProfileSchema, "/api/users", body);
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
