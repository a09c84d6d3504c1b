// The attendance as every feature may use them (keys, queries, pickers): import them from here.
export { slotAttendanceQueryKey } from "./keys.ts";
export { ROLL_CALL_ANCHOR, rollCallPath } from "./roll-call-path.ts";
