import {
  CHAPTER_VERSIONS_KEPT,
  CHAPTERS_PER_COURSE_MAX,
  type Chapter,
  type ChapterList,
  type ChapterSummary,
  CONTENT_MESSAGES,
  type CreateChapterBody,
  type UpdateChapterBody,
} from "@campus/contracts/content";
import { and, asc, count, eq, lt, max, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { chapterReads, chapters, chapterVersions } from "../../db/schema/index.ts";
import { canManageCourse, requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import {
  type ChapterMeta,
  type ChapterRow,
  chapterMetaColumns,
  toChapter,
  toChapterSummary,
} from "./chapters.rows.queries.ts";
import { requireWrittenCourses } from "./content.access.ts";
import { signChapterImages, unsignChapterImages } from "./content.images.service.ts";

/** One chapter the caller may read (students: published only) or manage; 404 otherwise. */
export async function requireChapter(
  db: Executor,
  ctx: Ctx,
  id: string,
  mode: "read" | "manage",
  options: { lock?: boolean } = {},
): Promise<{ row: ChapterMeta; canEdit: boolean }> {
  const query = db
    .select(chapterMetaColumns)
    .from(chapters)
    .where(and(eq(chapters.id, id), eq(chapters.companyId, ctx.companyId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  await requireCourse(db, ctx, mode, row.courseId);
  const canEdit = mode === "manage" || (await canManageCourse(db, ctx, row.courseId));
  if (!canEdit && row.status !== "published") throw notFound();
  return { row, canEdit };
}

/** The company's chapters matching `condition`, in order, each with whether the caller has read it. */
export function selectChaptersWithReadState(db: Db, ctx: Ctx, condition: SQL | undefined) {
  return db
    .select({
      chapter: chapterMetaColumns,
      isRead: sql<boolean>`${chapterReads.userId} is not null`.mapWith(Boolean),
    })
    .from(chapters)
    .leftJoin(chapterReads, and(eq(chapterReads.chapterId, chapters.id), eq(chapterReads.userId, ctx.userId)))
    .where(and(eq(chapters.companyId, ctx.companyId), condition))
    .orderBy(asc(chapters.position), asc(chapters.createdAt));
}

/** The course's chapters in order: all of them for its teachers and administrators, published ones for students. */
export async function listChapters(db: Db, ctx: Ctx, courseId: string): Promise<ChapterList> {
  await requireWrittenCourses(db, ctx);
  await requireCourse(db, ctx, "read", courseId);
  const canEdit = await canManageCourse(db, ctx, courseId);
  const rows = await selectChaptersWithReadState(
    db,
    ctx,
    and(eq(chapters.courseId, courseId), canEdit ? undefined : eq(chapters.status, "published")),
  ).limit(CHAPTERS_PER_COURSE_MAX);
  return { items: rows.map((r) => toChapterSummary(r.chapter, r.isRead)), canEdit };
}

/** The stored HTML of what the editor sent: image links unsigned, then the allow-list. */
const cleanBody = (html: string) => sanitizeRichText(unsignChapterImages(html));

/** A chapter as the caller sees it, its images' links signed. */
export async function chapterForReader(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  row: ChapterRow,
  isRead: boolean,
  canEdit: boolean,
): Promise<Chapter> {
  const chapter = toChapter(row, isRead, canEdit);
  return { ...chapter, body: await signChapterImages(db, clock, ctx.companyId, chapter.body) };
}

export async function getChapter(db: Db, clock: Clock, ctx: Ctx, id: string): Promise<Chapter> {
  await requireWrittenCourses(db, ctx);
  const { row, canEdit } = await requireChapter(db, ctx, id, "read");
  const [text] = await db
    .select({
      body: chapters.body,
      isRead: sql<boolean>`exists (select 1 from ${chapterReads} where ${chapterReads.chapterId} = ${chapters.id} and ${chapterReads.userId} = ${ctx.userId})`,
    })
    .from(chapters)
    .where(eq(chapters.id, id));
  if (!text) throw notFound();
  return chapterForReader(db, clock, ctx, { ...row, body: text.body }, text.isRead, canEdit);
}

/**
 * Keeps the chapter's current title and text as its version `row.version`, copied inside the
 * database (the text, up to about 1 MB, is not sent a second time); the oldest versions go.
 */
export async function keepVersion(
  tx: Executor,
  ctx: Ctx,
  row: Pick<ChapterMeta, "id" | "version">,
): Promise<void> {
  await tx.insert(chapterVersions).select(
    tx
      .select({
        id: sql<string>`gen_random_uuid()`.as("id"),
        companyId: chapters.companyId,
        chapterId: chapters.id,
        version: chapters.version,
        title: chapters.title,
        body: chapters.body,
        savedBy: sql<string>`${ctx.userId}::uuid`.as("saved_by"),
        savedAt: sql<Date>`now()`.as("saved_at"),
      })
      .from(chapters)
      .where(eq(chapters.id, row.id)),
  );
  await tx
    .delete(chapterVersions)
    .where(
      and(
        eq(chapterVersions.chapterId, row.id),
        lt(chapterVersions.version, row.version - CHAPTER_VERSIONS_KEPT + 1),
      ),
    );
}

/** Adds a chapter at the end of the course (its teachers, administrators); the text is sanitised. */
export async function createChapter(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  body: Required<CreateChapterBody>,
): Promise<Chapter> {
  await requireWrittenCourses(db, ctx);
  const text = await cleanBody(body.body);
  const row = await db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "manage", courseId, { lock: true });
    const [stats] = await tx
      .select({ total: count(), last: max(chapters.position) })
      .from(chapters)
      .where(and(eq(chapters.companyId, ctx.companyId), eq(chapters.courseId, courseId)));
    if (Number(stats?.total ?? 0) >= CHAPTERS_PER_COURSE_MAX) {
      throw new AppError("VALIDATION", { message: CONTENT_MESSAGES.tooManyChapters });
    }
    const [inserted] = await tx
      .insert(chapters)
      .values({
        companyId: ctx.companyId,
        courseId,
        position: Number(stats?.last ?? 0) + 1,
        title: body.title,
        body: text,
        status: body.status,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!inserted) throw new Error("chapter insert returned nothing");
    await keepVersion(tx, ctx, inserted);
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "chapter",
      entityId: inserted.id,
      after: { title: inserted.title, status: inserted.status },
    });
    return inserted;
  });
  return chapterForReader(db, clock, ctx, row, false, true);
}

/**
 * Saves a chapter (autosave, publish, unpublish): every save is a new version. Answers the chapter
 * without its text: the editor has it, and a 200-page chapter is about 1 MB.
 */
export async function updateChapter(
  db: Db,
  ctx: Ctx,
  id: string,
  body: UpdateChapterBody,
): Promise<ChapterSummary> {
  await requireWrittenCourses(db, ctx);
  // Sanitised before the transaction: the row is not locked while the allow-list runs.
  const text = body.body !== undefined ? await cleanBody(body.body) : undefined;
  const row = await db.transaction(async (tx) => {
    const { row: before } = await requireChapter(tx, ctx, id, "manage", { lock: true });
    const [updated] = await tx
      .update(chapters)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(text !== undefined ? { body: text } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        version: before.version + 1,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(chapters.id, id))
      .returning(chapterMetaColumns);
    if (!updated) throw notFound();
    await keepVersion(tx, ctx, updated);
    if (body.status !== undefined && body.status !== before.status) {
      await recordAudit(tx, ctx, {
        action: body.status === "published" ? "publish" : "unpublish",
        entity: "chapter",
        entityId: id,
      });
    }
    return updated;
  });
  return toChapterSummary(row, false);
}

export async function deleteChapter(db: Db, ctx: Ctx, id: string): Promise<void> {
  await requireWrittenCourses(db, ctx);
  await db.transaction(async (tx) => {
    const { row } = await requireChapter(tx, ctx, id, "manage", { lock: true });
    await tx.delete(chapters).where(eq(chapters.id, id));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "chapter",
      entityId: id,
      before: { title: row.title, status: row.status },
    });
  });
}

/** Puts the course's chapters in the order given (every chapter of the course, once). */
export async function reorderChapters(
  db: Db,
  ctx: Ctx,
  courseId: string,
  ids: string[],
): Promise<ChapterList> {
  await requireWrittenCourses(db, ctx);
  await db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "manage", courseId, { lock: true });
    const rows = await tx
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.companyId, ctx.companyId), eq(chapters.courseId, courseId)));
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i))) {
      throw new AppError("VALIDATION", { field: "ids", message: CONTENT_MESSAGES.orderMismatch });
    }
    // One statement for the whole order: the position is the id's place in the array.
    await tx.execute(sql`
      update chapters set position = o.ord::int
      from unnest(array[${sql.join(
        ids.map((chapterId) => sql`${chapterId}`),
        sql`, `,
      )}]::uuid[]) with ordinality as o(id, ord)
      where chapters.id = o.id and chapters.company_id = ${ctx.companyId}`);
  });
  return listChapters(db, ctx, courseId);
}

/** A student marks a published chapter of their course read, or not read. */
export async function markChapterRead(db: Db, ctx: Ctx, id: string, read: boolean): Promise<void> {
  await requireWrittenCourses(db, ctx);
  await requireChapter(db, ctx, id, "read");
  if (read) {
    await db
      .insert(chapterReads)
      .values({ chapterId: id, userId: ctx.userId, companyId: ctx.companyId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(chapterReads)
      .where(and(eq(chapterReads.chapterId, id), eq(chapterReads.userId, ctx.userId)));
  }
}
