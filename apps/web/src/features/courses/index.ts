// What the other features may use of the courses: their cache keys and queries.
export { courseQueryKey, courseQueryOptions, useCourse } from "./api/course.ts";
export { useCourseOptions } from "./api/course-options.ts";
export { COURSES_KEY, type CoursesQuery, coursesQueryOptions, useCourses } from "./api/courses.ts";
