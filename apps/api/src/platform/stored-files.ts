import { and, inArray, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import type { assignmentFiles, slotFiles } from "../db/schema/index.ts";

// The rows built on `storedFile()` (a hand-in's files, a slot's files), read and marked « fichier
// manquant » by the integrity check of the stored files: the owner of each table (assignments, slots)
// calls these with its own table, so that the files module reads none of them.

/** A table built on `storedFile()`. */
export type StoredFileTable = typeof assignmentFiles | typeof slotFiles;

/** Every row of every company of the table: where its file is, its name, and its mark. */
export function listStoredFileRows(db: Executor, files: StoredFileTable) {
  return db
    .select({
      companyId: files.companyId,
      id: files.id,
      blobKey: files.blobKey,
      name: files.name,
      missingSince: files.missingSince,
    })
    .from(files);
}

/**
 * Marks the rows whose file is missing (kept since the first time it was seen) and clears the mark of
 * the others, whose file came back. Answers how many rows changed.
 */
export async function markMissingStoredFiles(
  db: Executor,
  files: StoredFileTable,
  missingIds: string[],
  now: Date,
): Promise<{ marked: number; cleared: number }> {
  const marked =
    missingIds.length === 0
      ? []
      : await db
          .update(files)
          .set({ missingSince: now })
          .where(and(inArray(files.id, missingIds), isNull(files.missingSince)))
          .returning({ id: files.id });
  const cleared = await db
    .update(files)
    .set({ missingSince: null })
    .where(
      missingIds.length === 0
        ? isNotNull(files.missingSince)
        : and(isNotNull(files.missingSince), notInArray(files.id, missingIds)),
    )
    .returning({ id: files.id });
  return { marked: marked.length, cleared: cleared.length };
}
