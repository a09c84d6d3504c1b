// What the other modules may use of the courses module: import it from here, never from its files.
export { enrolCohortIn, enrolStudentsIn, withdrawEnrolmentsIn } from "./courses.enrol.service.ts";
export { hasCourseSql } from "./courses.queries.ts";
export {
  type DatedEnrolment,
  enrolStudents,
  findEnrolmentsOfStudents,
  listCourseTitles,
} from "./enrolments.bulk.service.ts";
export { listEnrolmentHistory, listEnrolments } from "./enrolments.list.queries.ts";
export { countEnrolmentChangesOfStudent, enrolmentChangesOfStudent } from "./enrolments.person.queries.ts";
