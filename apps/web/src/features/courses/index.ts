// What the other features may use of the courses: their queries.
export { useCourse } from "./api/course.ts";
export { useCourseOptions } from "./api/course-options.ts";
export { useCourses } from "./api/courses.ts";
