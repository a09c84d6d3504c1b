import type { UpdateUserAccountBody } from "@campus/contracts/user-accounts";
import type { UserProfile } from "@campus/contracts/users";
import { userProfileSchema } from "@campus/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export function updateUserAccount(id: string, body: UpdateUserAccountBody): Promise<UserProfile> {
  return apiClient.patch(userProfileSchema, `/api/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUserAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserAccountBody }) => updateUserAccount(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
      ]),
  });
}
