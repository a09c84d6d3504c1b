// What the other features may use of the teachers: their cache key and the picker's queries.

export { useTeacherOption, useTeacherOptions } from "./api/teacher-options.ts";
export { TEACHERS_KEY } from "./api/teachers.ts";
