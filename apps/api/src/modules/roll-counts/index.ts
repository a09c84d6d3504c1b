// What the other modules may use of the roll counts: import it from here, never from its files.
export { countSlotAttendance, lastMarkedSlotStartSql, markCounts, toCounts } from "./roll-counts.queries.ts";
