// The courses as every feature may use them (keys, queries, cache refresh, the « Cours » filter, the searched
// table of their enrolled students): import them from here.
export { useCourse } from "./course.ts";
export { refreshCourse, refreshCourses, storeCourse } from "./course-cache.ts";
export { CourseFilter } from "./course-filter.tsx";
export { useCourseOptions } from "./course-options.ts";
export { type CoursesQuery, useCourses } from "./courses.ts";
export { CourseStudentsTable, StudentRowsTable } from "./enrolled-students-table.tsx";
