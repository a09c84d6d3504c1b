import type { ChangePasswordBody } from "@campus/contracts/profile";
import { PROFILE_ENDPOINTS } from "@campus/contracts/profile.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** Changes the signed-in user's password; the server ends their other sessions, not this one. */
export function changePassword(body: ChangePasswordBody) {
  return call(PROFILE_ENDPOINTS.changeOwnPassword, { body });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The account's "modifié le" moved.
    onSuccess: () => client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
