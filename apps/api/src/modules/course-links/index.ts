// What the other modules may use of the course links: import it from here, never from its files.

export { assertTeacherOfCourse, isSlotOfCourse } from "./course-links.checks.ts";
export { countCoursesOfCohorts } from "./course-links.cohorts.ts";
export { countCoursesOfProgrammes, listProgrammeCourses } from "./course-links.programmes.ts";
export {
  coursesOfEnrolledStudents,
  courseTitles,
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
