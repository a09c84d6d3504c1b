// What the other modules may use of the student erasures: import it from here, never from its files.
export { isErasedSql, isStudentErased } from "./student-erasures.queries.ts";
