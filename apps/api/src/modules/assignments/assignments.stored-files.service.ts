import type { Executor } from "../../db/client.ts";
import { assignmentFiles } from "../../db/schema/index.ts";
import { listStoredFileRows, markMissingStoredFiles } from "../../platform/stored-files.ts";

// The integrity check of the stored files (the files module) reads and marks this module's files here.

/** Every company's assignmentFiles rows: where each file is, its name, and its « fichier manquant » mark. */
export function listAssignmentFileRows(db: Executor) {
  return listStoredFileRows(db, assignmentFiles);
}

/** Marks the rows whose file is missing and clears the mark of the others; answers how many changed. */
export function markMissingAssignmentFiles(db: Executor, missingIds: string[], now: Date) {
  return markMissingStoredFiles(db, assignmentFiles, missingIds, now);
}
