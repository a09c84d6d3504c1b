// What the other features may use of the students: their cache key and the pickers' queries.

export { useStudentOption, useStudentOptions, useStudentSearch } from "./api/student-options.ts";
export { STUDENTS_KEY } from "./api/students.ts";
