// What the other features may use of the teachers: the picker's queries.

export { useTeacherOptions } from "./api/teacher-options.ts";

export { TeacherFilter } from "./components/teacher-filter.tsx";
