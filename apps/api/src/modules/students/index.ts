// What the other modules may use of the students module: import it from here, never from its files.
export {
  findStudentsByNumberOrEmail,
  insertStudents,
  updateStudents,
} from "./students.bulk.service.ts";
export { pseudonymiseStudent } from "./students.erasure.service.ts";
export { countFormerStudents, formerStudentIds } from "./students.former.queries.ts";
export { hasStudentSql } from "./students.queries.ts";
export {
  findStudentsByEmail,
  flushStudentSearchIndex,
  linkStudentAccount,
  type StudentValues,
} from "./students.service.ts";
