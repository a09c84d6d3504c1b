// What the other features may use of the courses: their queries and cache refresh, the « Cours » filter,
// the searched table of their enrolled students, and how a course page says where a course sits or that it
// did not load.

export { CourseLoadError } from "./components/course-load-error.tsx";

export { courseSchooling } from "./components/course-schooling.ts";

export { CourseStudentsTable, StudentRowsTable } from "./components/student-search-table.tsx";
