// What the other modules may use of the assignments module: import it from here, never from its files.

export { deleteHandInFilesOfStudent } from "./assignments.erasure.service.ts";
export {
  countHandInsOfStudent,
  handInCountSql,
  handInFileCountSql,
  handInFilesOfStudent,
  handInsGradedByCountSql,
  handInsOfStudent,
} from "./assignments.person.queries.ts";
export { listAssignmentFileRows, markMissingAssignmentFiles } from "./assignments.stored-files.service.ts";
export { listWorkDue, listWorkToGrade } from "./assignments.summary.queries.ts";
