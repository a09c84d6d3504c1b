import type { Chapter, ChapterVersion } from "@campus/contracts/content";
import { personName } from "@campus/contracts/people";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, chapterVersions } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { accountNames } from "../users/index.ts";
import { chapterForReader, keepVersion, requireChapter } from "./chapters.service.ts";
import { requireWrittenCourses } from "./content.access.ts";
import { signChapterImages } from "./content.images.service.ts";

/** A version's columns, with its author's names from `authors` (users' `accountNames`). */
const versionColumns = (authors: ReturnType<typeof accountNames>) => ({
  id: chapterVersions.id,
  version: chapterVersions.version,
  title: chapterVersions.title,
  savedAt: chapterVersions.savedAt,
  firstname: authors.firstname,
  lastname: authors.lastname,
});

interface VersionRow {
  id: string;
  version: number;
  title: string;
  savedAt: Date;
  firstname: string | null;
  lastname: string | null;
}

const toVersion = (row: VersionRow): ChapterVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  savedAt: row.savedAt.toISOString(),
  savedBy:
    row.firstname === null ? null : personName({ firstname: row.firstname, lastname: row.lastname ?? "" }),
});

/** A chapter's saved versions, newest first (its teachers and administrators). */
export async function listChapterVersions(
  db: Db,
  ctx: Ctx,
  id: string,
): Promise<{ items: ChapterVersion[] }> {
  await requireWrittenCourses(db, ctx);
  await requireChapter(db, ctx, id, "manage");
  const authors = accountNames(db);
  const rows = await db
    .select(versionColumns(authors))
    .from(chapterVersions)
    .leftJoin(authors, eq(authors.id, chapterVersions.savedBy))
    .where(and(eq(chapterVersions.chapterId, id), eq(chapterVersions.companyId, ctx.companyId)))
    .orderBy(desc(chapterVersions.version))
    .limit(100);
  return { items: rows.map(toVersion) };
}

/** One saved version with its text. */
export async function getChapterVersion(db: Db, clock: Clock, ctx: Ctx, id: string, versionId: string) {
  await requireWrittenCourses(db, ctx);
  await requireChapter(db, ctx, id, "manage");
  const authors = accountNames(db);
  const [row] = await db
    .select({ ...versionColumns(authors), body: chapterVersions.body })
    .from(chapterVersions)
    .leftJoin(authors, eq(authors.id, chapterVersions.savedBy))
    .where(and(eq(chapterVersions.id, versionId), eq(chapterVersions.chapterId, id)));
  if (!row) throw notFound();
  return { ...toVersion(row), body: await signChapterImages(db, clock, ctx.companyId, row.body) };
}

/** Puts an earlier version's title and text back, as a new version (history is never rewritten). */
export async function restoreChapterVersion(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  versionId: string,
): Promise<Chapter> {
  await requireWrittenCourses(db, ctx);
  const row = await db.transaction(async (tx) => {
    const { row: before } = await requireChapter(tx, ctx, id, "manage", { lock: true });
    const [version] = await tx
      .select()
      .from(chapterVersions)
      .where(and(eq(chapterVersions.id, versionId), eq(chapterVersions.chapterId, id)));
    if (!version) throw notFound();
    const [updated] = await tx
      .update(chapters)
      .set({
        title: version.title,
        body: version.body,
        version: before.version + 1,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(chapters.id, id))
      .returning();
    if (!updated) throw notFound();
    await keepVersion(tx, ctx, updated);
    await recordAudit(tx, ctx, {
      action: "restore",
      entity: "chapter",
      entityId: id,
      after: { version: version.version },
    });
    return updated;
  });
  return chapterForReader(db, clock, ctx, row, false, true);
}
