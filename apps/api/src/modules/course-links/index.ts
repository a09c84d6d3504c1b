// What the other modules may use of the course links: import it from here, never from its files.

export { assertTeacherOfCourse, isSlotOfCourse } from "./course-links.checks.access.ts";
export { countCoursesOfCohorts } from "./course-links.cohorts.queries.ts";
export { countCoursesOfProgrammes, listProgrammeCourses } from "./course-links.programmes.queries.ts";
export {
  countEnrolled,
  coursesOfEnrolledStudents,
  coursesOfStudents,
  courseTitles,
  enrolledCount,
  enrolledCourses,
  enrolledStudentIds,
  enrolmentLinks,
  enrolmentPairs,
  listStudentCourses,
  listTeacherCourses,
  selectEnrolments,
  teacherCourseCount,
  teachingLinks,
} from "./course-links.queries.ts";
export {
  findSlotTimes,
  lastEnrolledSlotEndSql,
  slotCourses,
  teacherSlotCountSql,
} from "./course-links.slots.queries.ts";
export {
  courseIdsOfCohort,
  coursePlannedHours,
  courseTitlesIn,
  courseTitlesOf,
  oneCourseId,
  readableCourses,
} from "./course-links.titles.queries.ts";
