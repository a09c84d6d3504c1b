import type { SaveAttendanceBody } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ABSENCES_KEY } from "../../../entities/absences/index.ts";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { MARK_HISTORY_KEY } from "../../../entities/mark-history/index.ts";
import { slotQueryKey } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

export function saveAttendance(slotId: string, body: SaveAttendanceBody) {
  return call(ATTENDANCE_ENDPOINTS.saveAttendance, { params: { id: slotId }, body });
}

/** Saves the roll call; the slot's counts and the absence lists refetch. */
export function useSaveAttendance(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAttendanceBody) => saveAttendance(slotId, body),
    onSuccess: (attendance) => {
      client.setQueryData(slotAttendanceQueryKey(slotId), attendance);
      return Promise.all([
        client.invalidateQueries({ queryKey: slotQueryKey(slotId) }),
        client.invalidateQueries({ queryKey: ABSENCES_KEY }),
        client.invalidateQueries({ queryKey: MARK_HISTORY_KEY }),
      ]);
    },
  });
}
