// What the other modules may use of the marks' history: import it from here, never from its files.
export { recordAttendanceChanges, recordGradeChanges } from "./mark-changes.record.service.ts";
