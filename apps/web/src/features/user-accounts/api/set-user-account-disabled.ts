import type { UserProfile } from "@campus/contracts/users";
import { userProfileSchema } from "@campus/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

/** Disables an account (the server ends its sessions) or enables it again. */
export function setUserAccountDisabled(id: string, isDisabled: boolean): Promise<UserProfile> {
  const action = isDisabled ? "disable" : "enable";
  return apiClient.post(userProfileSchema, `/api/users/${encodeURIComponent(id)}/${action}`);
}

export function useSetUserAccountDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      setUserAccountDisabled(id, isDisabled),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
