import { okSchema } from "@campus/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** Sets a new password (the spec's policy); the server ends the account's sessions. */
export function resetUserPassword(id: string, password: string): Promise<{ ok: true }> {
  return apiClient.post(okSchema, `/api/users/${encodeURIComponent(id)}/password`, { password });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => resetUserPassword(id, password),
  });
}
