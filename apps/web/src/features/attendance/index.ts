// What the other features may use of the attendance: the roll call's cache key.
export { slotAttendanceQueryKey } from "./api/slot-attendance.ts";
export { rollCallPath } from "./components/roll-call-path.ts";
