import type { ExcuseBody } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ABSENCES_KEY } from "../../../entities/absences/index.ts";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { MARK_HISTORY_KEY } from "../../../entities/mark-history/index.ts";
import { call } from "../../../lib/api-client.ts";

export interface ExcuseTarget {
  slotId: string;
  studentId: string;
}

export function excuseAbsence({ slotId, studentId }: ExcuseTarget, body: ExcuseBody) {
  return call(ATTENDANCE_ENDPOINTS.setExcuse, { params: { slotId, studentId }, body });
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
        client.invalidateQueries({ queryKey: MARK_HISTORY_KEY }),
      ]),
  });
}
