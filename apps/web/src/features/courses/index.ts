// What the other features may use of the courses: their queries, and the « Cours » filter.
export { useCourse } from "./api/course.ts";
export { useCourseOptions } from "./api/course-options.ts";
export { useCourses } from "./api/courses.ts";
export { CourseFilter } from "./components/course-filter.tsx";
