// What the other modules may use of the teachers module: import it from here, never from its files.
export { createTeachers, findTeachersByEmail, updateTeachers } from "./teachers.bulk.service.ts";
export { findTeacherOfAccount, pseudonymiseTeacher } from "./teachers.erase.service.ts";
export type { TeacherRow } from "./teachers.service.ts";
