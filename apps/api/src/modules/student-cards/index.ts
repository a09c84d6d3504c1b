// What the other modules may use of the students' reads: import it from here, never from its files.
export { countStudentsOfCohorts } from "./student-cards.cohorts.queries.ts";
export {
  type GroupSelection,
  type StudentGroup,
  studentCohortName,
  studentGroup,
  studentGroupIds,
  studentGroupPage,
} from "./student-cards.groups.queries.ts";
export { countStudentRecord, studentRecord } from "./student-cards.person.queries.ts";
export { countStudentsOfProgrammes } from "./student-cards.programmes.queries.ts";
export {
  accountsOfStudents,
  courseRoster,
  enrolledStudentAccounts,
  findCallerStudent,
  findCompanyStudent,
  isStudentAccountWhitelisted,
  listCourseRoster,
  type StudentRow,
  type StudentSelection,
  selectedStudents,
  studentAccounts,
  studentCards,
  studentIdentity,
  studentNames,
  studentNamesOf,
  studentPeople,
} from "./student-cards.queries.ts";
