import type { WithdrawEnrolmentsBody, WithdrawEnrolmentsResult } from "@campus/contracts/enrolments";
import { ENROLMENTS_ENDPOINTS } from "@campus/contracts/enrolments.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshEnrolments } from "./refresh-enrolments.ts";

/** Withdraws students from courses from a day, with an optional reason; all or nothing. */
export function withdrawEnrolments(body: WithdrawEnrolmentsBody): Promise<WithdrawEnrolmentsResult> {
  return call(ENROLMENTS_ENDPOINTS.withdrawEnrolments, { body });
}

export function useWithdrawEnrolments() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawEnrolments, onSuccess: () => refreshEnrolments(client) });
}
