import type { ExcuseBody } from "@campus/contracts/attendance";
import { attendanceItemSchema } from "@campus/contracts/attendance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ABSENCES_KEY } from "../../../entities/absences/index.ts";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export interface ExcuseTarget {
  slotId: string;
  studentId: string;
}

export function excuseAbsence({ slotId, studentId }: ExcuseTarget, body: ExcuseBody) {
  return apiClient.post(
    attendanceItemSchema,
    `/api/attendance/${encodeURIComponent(slotId)}/${encodeURIComponent(studentId)}/excuse`,
    body,
  );
}

/** Excuses an absence or a lateness with a reason, or withdraws the excuse; the lists refetch. */
export function useExcuseAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: ExcuseTarget; body: ExcuseBody }) => excuseAbsence(target, body),
    onSuccess: (_, { target }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ABSENCES_KEY }),
        client.invalidateQueries({ queryKey: slotAttendanceQueryKey(target.slotId) }),
      ]),
  });
}
