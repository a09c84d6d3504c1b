import { ACCOUNTS_ENDPOINTS } from "@campus/contracts/accounts.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** E-mails the account a sign-in link (single use, 15 minutes). */
export function useSendLoginLink() {
  return useMutation({
    mutationFn: (id: string) => call(ACCOUNTS_ENDPOINTS.sendLoginLinkToUser, { params: { id } }),
  });
}
