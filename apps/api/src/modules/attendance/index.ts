// What the other modules may use of the attendance module: import it from here, never from its files.

export { attendanceFigures } from "./attendance.figures.queries.ts";
export {
  countMarksOfStudent,
  marksByCountSql,
  marksOfStudent,
  signaturePng,
  signaturesByCountSql,
  signaturesOfPerson,
  studentMarkCountSql,
  studentSignatureCountSql,
} from "./attendance.person.queries.ts";
export { countAttendanceOfSlots } from "./attendance.service.ts";
export { prepareSlotSheets } from "./attendance.sheets.queries.ts";
export { countUnexcusedAbsences } from "./attendance.watch.queries.ts";
