// What the other modules may use of the assignments module: import it from here, never from its files.

export { listAssignmentFileRows, markMissingAssignmentFiles } from "./assignments.stored-files.service.ts";
export { listWorkDue, listWorkToGrade } from "./assignments.summary.queries.ts";
