import type { VerifyCheckInBody } from "@campus/contracts/check-in";
import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** A student's code (typed or scanned): answers the slot and a ticket for the signature. */
export function useVerifyCheckInCode() {
  return useMutation({
    mutationFn: (body: VerifyCheckInBody) => call(CHECK_IN_ENDPOINTS.verifyCheckInCode, { body }),
  });
}

/** The student's signature with the ticket: answers present, or late with the minutes. */
export function useCheckIn() {
  return useMutation({
    mutationFn: (body: { ticket: string; signature: string }) => call(CHECK_IN_ENDPOINTS.checkIn, { body }),
  });
}

/** The student's signature from a distance (a distance or hybrid slot running): answers present, or late with the minutes. */
export function useSignRemotely(slotId: string) {
  return useMutation({
    mutationFn: (signature: string) =>
      call(CHECK_IN_ENDPOINTS.signRemotely, { params: { id: slotId }, body: { signature } }),
  });
}
