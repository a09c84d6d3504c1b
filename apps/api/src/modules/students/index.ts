// What the other modules may use of the students module: import it from here, never from its files.
export {
  findStudentsByNumberOrEmail,
  insertStudents,
  updateStudents,
} from "./students.bulk.ts";
export { countStudentsOfCohorts } from "./students.cohorts.ts";
export { countStudentsOfProgrammes } from "./students.programmes.ts";
export { hasStudentSql } from "./students.queries.ts";
export {
  courseRoster,
  findCallerStudent,
  findCompanyStudent,
  findStudentOfUser,
  findStudentsByEmail,
  flushStudentSearchIndex,
  linkStudentAccount,
  listCourseRoster,
  type StudentSelection,
  type StudentValues,
  selectedStudents,
  studentCards,
  studentIdentity,
  studentNames,
} from "./students.service.ts";
export { enrolledStudentAccounts, type StudentRow, studentAccounts } from "./students.shared.ts";
