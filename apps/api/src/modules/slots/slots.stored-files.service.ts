import type { Executor } from "../../db/client.ts";
import { slotFiles } from "../../db/schema/index.ts";
import { listStoredFileRows, markMissingStoredFiles } from "../../platform/stored-files.ts";

// The integrity check of the stored files (the files module) reads and marks this module's files here.

/** Every company's slotFiles rows: where each file is, its name, and its « fichier manquant » mark. */
export function listSlotFileRows(db: Executor) {
  return listStoredFileRows(db, slotFiles);
}

/** Marks the rows whose file is missing and clears the mark of the others; answers how many changed. */
export function markMissingSlotFiles(db: Executor, missingIds: string[], now: Date) {
  return markMissingStoredFiles(db, slotFiles, missingIds, now);
}
