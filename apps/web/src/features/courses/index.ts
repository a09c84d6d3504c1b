// What app/ may use of the courses: how a course page says where a course sits or that it did not load
// (their queries, cache refresh, « Cours » filter and enrolled students' table are in entities/courses).

export { CourseLoadError } from "./components/course-load-error.tsx";

export { courseSchooling } from "./components/course-schooling.ts";
