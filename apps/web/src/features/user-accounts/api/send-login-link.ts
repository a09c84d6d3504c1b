import { okSchema } from "@campus/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** E-mails the account a sign-in link (single use, 15 minutes). */
export function useSendLoginLink() {
  return useMutation({
    mutationFn: (id: string) => apiClient.post(okSchema, `/api/users/${encodeURIComponent(id)}/login-link`),
  });
}
