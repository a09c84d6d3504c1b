// What the other modules may use of the assignments module: import it from here, never from its files.
export { listWorkDue, listWorkToGrade } from "./assignments.summary.queries.ts";
