import {
  CHAPTER_VERSIONS_KEPT,
  CHAPTERS_PER_COURSE_MAX,
  type Chapter,
  type ChapterList,
  CONTENT_MESSAGES,
  type CreateChapterBody,
  type UpdateChapterBody,
} from "@campus/contracts/content";
import { and, asc, count, eq, lt, max, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { chapterReads, chapters, chapterVersions } from "../../db/schema/index.ts";
import { isAdministrator, requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import { type ChapterRow, toChapter, toChapterSummary } from "./chapters.rows.ts";
import { requireWrittenCourses } from "./content.guard.ts";
import { signChapterImages, unsignChapterImages } from "./content-images.ts";

/** Whether the caller may write the course's chapters (its teachers, administrators). */
async function canManageCourse(db: Executor, ctx: Ctx, courseId: string): Promise<boolean> {
  if (isAdministrator(ctx)) return true;
  try {
    await requireCourse(db, ctx, "manage", courseId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}

/** One chapter the caller may read (students: published only) or manage; 404 otherwise. */
export async function requireChapter(
  db: Executor,
  ctx: Ctx,
  id: string,
  mode: "read" | "manage",
  options: { lock?: boolean } = {},
): Promise<{ row: ChapterRow; canEdit: boolean }> {
  const query = db
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, id), eq(chapters.companyId, ctx.companyId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  await requireCourse(db, ctx, mode, row.courseId);
  const canEdit = mode === "manage" || (await canManageCourse(db, ctx, row.courseId));
  if (!canEdit && row.status !== "published") throw notFound();
  return { row, canEdit };
}

async function isReadBy(db: Executor, ctx: Ctx, chapterId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(chapterReads)
    .where(and(eq(chapterReads.chapterId, chapterId), eq(chapterReads.userId, ctx.userId)));
  return row !== undefined;
}

/** The course's chapters in order: all of them for its teachers and administrators, published ones for students. */
export async function listChapters(db: Db, ctx: Ctx, courseId: string): Promise<ChapterList> {
  await requireWrittenCourses(db, ctx);
  await requireCourse(db, ctx, "read", courseId);
  const canEdit = await canManageCourse(db, ctx, courseId);
  const rows = await db
    .select({
      chapter: chapters,
      isRead: sql<boolean>`${chapterReads.userId} is not null`.mapWith(Boolean),
    })
    .from(chapters)
    .leftJoin(chapterReads, and(eq(chapterReads.chapterId, chapters.id), eq(chapterReads.userId, ctx.userId)))
    .where(
      and(
        eq(chapters.companyId, ctx.companyId),
        eq(chapters.courseId, courseId),
        canEdit ? undefined : eq(chapters.status, "published"),
      ),
    )
    .orderBy(asc(chapters.position), asc(chapters.createdAt))
    .limit(CHAPTERS_PER_COURSE_MAX);
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
  return chapterForReader(db, clock, ctx, row, await isReadBy(db, ctx, id), canEdit);
}

export async function keepVersion(tx: Executor, ctx: Ctx, row: ChapterRow): Promise<void> {
  await tx.insert(chapterVersions).values({
    companyId: ctx.companyId,
    chapterId: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    savedBy: ctx.userId,
  });
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
        body: cleanBody(body.body),
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

/** Saves a chapter (autosave, publish, unpublish): every save is a new version. */
export async function updateChapter(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateChapterBody,
): Promise<Chapter> {
  await requireWrittenCourses(db, ctx);
  const row = await db.transaction(async (tx) => {
    const { row: before } = await requireChapter(tx, ctx, id, "manage", { lock: true });
    const [updated] = await tx
      .update(chapters)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.body !== undefined ? { body: cleanBody(body.body) } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        version: before.version + 1,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(chapters.id, id))
      .returning();
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
  return chapterForReader(db, clock, ctx, row, false, true);
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
