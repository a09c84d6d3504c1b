import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { call } from "../../../lib/api-client.ts";

/** « Faire signer ici »: a student signs on the teacher's screen; the roll call refetches. */
export function useSignOnSite(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentId: string; signature: string }) =>
      call(CHECK_IN_ENDPOINTS.signOnSite, { params: { id: slotId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: slotAttendanceQueryKey(slotId) }),
  });
}
