import { and, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  assignmentFiles,
  companies,
  contentImages,
  messages,
  replays,
  slotFiles,
  users,
} from "../../db/schema/index.ts";
import { logoKeyOfUrl, photoKeyOfUrl } from "../branding/index.ts";

// The integrity check reads the blob key of every row that names a stored file, across the areas
// that keep files (as a backup reads every table): read-only, but for the « fichier manquant » mark of
// the two tables built on `storedFile()`, which it alone sets.

/** The tables whose rows can be marked « fichier manquant » (their `missing_since` column). */
const MARKABLE = { assignment_files: assignmentFiles, slot_files: slotFiles } as const;
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
  for (const [table, files] of Object.entries(MARKABLE) as [MarkableTable, typeof assignmentFiles][]) {
    const rows = await db
      .select({
        companyId: files.companyId,
        id: files.id,
        blobKey: files.blobKey,
        name: files.name,
        missingSince: files.missingSince,
      })
      .from(files);
    for (const row of rows) references.push({ table, ...row });
  }
  const images = await db
    .select({ companyId: contentImages.companyId, id: contentImages.id, blobKey: contentImages.blobKey })
    .from(contentImages);
  for (const row of images) references.push({ table: "content_images", ...row, name: "image de chapitre" });
  const videos = await db
    .select({
      companyId: replays.companyId,
      id: replays.id,
      blobKey: sql<string>`${replays.blobKey}`,
      name: sql<string>`coalesce(${replays.fileName}, ${replays.title})`,
    })
    .from(replays)
    .where(isNotNull(replays.blobKey));
  for (const row of videos) references.push({ table: "replays", ...row });
  const attachments = await db
    .select({
      companyId: messages.companyId,
      id: messages.id,
      blobKey: sql<string>`${messages.attachmentKey}`,
      name: sql<string>`coalesce(${messages.attachmentName}, 'pièce jointe')`,
    })
    .from(messages)
    .where(isNotNull(messages.attachmentKey));
  for (const row of attachments) references.push({ table: "messages", ...row });
  const logos = await db
    .select({ id: companies.id, logoUrl: sql<string>`${companies.logoUrl}` })
    .from(companies)
    .where(isNotNull(companies.logoUrl));
  for (const row of logos) {
    const blobKey = logoKeyOfUrl(row.id, row.logoUrl);
    if (blobKey)
      references.push({ table: "companies", companyId: row.id, id: row.id, blobKey, name: "logo" });
  }
  const photos = await db
    .select({
      companyId: users.companyId,
      instance: users.instance,
      id: users.id,
      photoUrl: sql<string>`${users.photoUrl}`,
    })
    .from(users)
    .where(isNotNull(users.photoUrl));
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
  const files = MARKABLE[table];
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
