import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { checkInDisplayQueryKey } from "./check-in-display.ts";

/** The teacher's signature of the sheet. */
export function useSignAsTeacher(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) =>
      call(CHECK_IN_ENDPOINTS.signAsTeacher, { params: { id: slotId }, body: { signature } }),
    onSuccess: (display) => client.setQueryData(checkInDisplayQueryKey(slotId), display),
  });
}
