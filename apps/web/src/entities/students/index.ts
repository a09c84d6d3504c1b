// The students as every feature may use them (keys, queries, pickers): import them from here.
export { studentDetailOf, studentQueryKey, useStudent } from "./student.ts";
export { StudentFilter } from "./student-filter.tsx";
export { useStudentOptions, useStudentSearch } from "./student-options.ts";
export { STUDENTS_KEY, type StudentsFilters, useStudents } from "./students.ts";
