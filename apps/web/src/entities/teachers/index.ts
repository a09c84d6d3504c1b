// The teachers as every feature may use them (keys, queries, the picker and filter): import them from here.

export { teacherDetailOf, teacherQueryKey, useTeacher } from "./teacher.ts";
export { TeacherFilter } from "./teacher-filter.tsx";
export { useTeacherOptions } from "./teacher-options.ts";
export { TEACHERS_KEY, useTeachers } from "./teachers.ts";
