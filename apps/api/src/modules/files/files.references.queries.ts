import type { Executor } from "../../db/client.ts";
import { listAssignmentFileRows, markMissingAssignmentFiles } from "../assignments/index.ts";
import { logoKeyOfUrl, photoKeyOfUrl } from "../branding/index.ts";
import { listContentImageBlobs, listReplayBlobs } from "../content/index.ts";
import { listAttachmentBlobs } from "../message-attachments/index.ts";
import { listSlotFileRows, markMissingSlotFiles } from "../slots/index.ts";
import { listCompanyLogoUrls } from "../tenants/index.ts";
import { listAccountPhotoUrls } from "../users/index.ts";

// The integrity check reads the blob key of every row that names a stored file, across the areas
// that keep files (as a backup reads every table), each through its owner's index.ts: read-only, but
// for the « fichier manquant » mark of the two tables built on `storedFile()`, which it alone sets.

/** The tables whose rows can be marked « fichier manquant » (their `missing_since` column), by their owner. */
const MARKABLE = {
  assignment_files: { list: listAssignmentFileRows, mark: markMissingAssignmentFiles },
  slot_files: { list: listSlotFileRows, mark: markMissingSlotFiles },
} as const;
export type MarkableTable = keyof typeof MARKABLE;

/** A row naming a stored file: where it is, the file's key and the name people know it by. */
export interface FileReference {
  companyId: string;
  table: MarkableTable | "content_images" | "replays" | "messages" | "companies" | "users";
  id: string;
  blobKey: string;
  name: string;
  /** Set on a markable row already marked missing. */
  missingSince?: Date | null;
}

/** Every row of every company that names a stored file. */
export async function listFileReferences(db: Executor): Promise<FileReference[]> {
  const references: FileReference[] = [];
  for (const [table, files] of Object.entries(MARKABLE) as [
    MarkableTable,
    (typeof MARKABLE)[MarkableTable],
  ][]) {
    const rows = await files.list(db);
    for (const row of rows) references.push({ table, ...row });
  }
  const images = await listContentImageBlobs(db);
  for (const row of images) references.push({ table: "content_images", ...row, name: "image de chapitre" });
  const videos = await listReplayBlobs(db);
  for (const row of videos) references.push({ table: "replays", ...row });
  const attachments = await listAttachmentBlobs(db);
  for (const row of attachments) references.push({ table: "messages", ...row });
  const logos = await listCompanyLogoUrls(db);
  for (const row of logos) {
    const blobKey = logoKeyOfUrl(row.id, row.logoUrl);
    if (blobKey)
      references.push({ table: "companies", companyId: row.id, id: row.id, blobKey, name: "logo" });
  }
  const photos = await listAccountPhotoUrls(db);
  for (const row of photos) {
    const blobKey = photoKeyOfUrl(row, row.photoUrl);
    if (blobKey)
      references.push({
        table: "users",
        companyId: row.companyId,
        id: row.id,
        blobKey,
        name: "photo de profil",
      });
  }
  return references;
}

export const isMarkable = (reference: FileReference): reference is FileReference & { table: MarkableTable } =>
  reference.table in MARKABLE;

/**
 * Marks the rows whose file is missing (« fichier manquant », kept since the first time it was seen)
 * and clears the mark of the others, whose file came back (a restore of the files). Answers how many
 * rows changed.
 */
export async function markMissingFiles(
  db: Executor,
  table: MarkableTable,
  missingIds: string[],
  now: Date,
): Promise<{ marked: number; cleared: number }> {
  return MARKABLE[table].mark(db, missingIds, now);
}
