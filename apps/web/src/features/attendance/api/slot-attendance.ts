import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { call } from "../../../lib/api-client.ts";

export function fetchSlotAttendance(slotId: string, signal?: AbortSignal) {
  return call(ATTENDANCE_ENDPOINTS.getSlotAttendance, { params: { id: slotId }, signal });
}

/** Every student enrolled in the slot's course with their mark, or null when not marked yet. */
export function slotAttendanceQueryOptions(slotId: string) {
  return queryOptions({
    queryKey: slotAttendanceQueryKey(slotId),
    queryFn: ({ signal }) => fetchSlotAttendance(slotId, signal),
  });
}

export function useSlotAttendance(slotId: string, { isEnabled = true } = {}) {
  return useQuery({ ...slotAttendanceQueryOptions(slotId), enabled: isEnabled });
}
