// What the other modules may use of the student traces: import it from here, never from its files.
export { hasStudentTraces } from "./student-traces.queries.ts";
