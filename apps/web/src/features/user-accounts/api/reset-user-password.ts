import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** Sets a new password (the spec's policy); the server ends the account's sessions. */
export function resetUserPassword(id: string, password: string): Promise<{ ok: true }> {
  return call(USER_ACCOUNTS_ENDPOINTS.resetUserPassword, { params: { id }, body: { password } });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => resetUserPassword(id, password),
  });
}
