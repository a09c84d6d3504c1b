import type {
  CourseDetail,
  CreateCourseBody,
  SetCourseTeachersBody,
  UpdateCourseBody,
} from "@campus/contracts/courses";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { courses, courseTeachers } from "../../db/schema/index.ts";
import { courseWithin } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { assertFitsProgramme, findMissingReference } from "../school/index.ts";
import { listTeacherSummaries } from "../teacher-cards/index.ts";
import { readCourseDetail } from "./courses.queries.ts";

// The courses module's changes, each in one transaction with its audit entry, and what the other
// modules ask of it. Only administrators reach these routes (permission table).

type CourseRow = typeof courses.$inferSelect;

const courseSnapshot = (row: CourseRow) => ({
  title: row.title,
  thematicTitle: row.thematicTitle,
  description: row.description,
  programmeId: row.programmeId,
  levelId: row.levelId,
  cohortId: row.cohortId,
  plannedHours: row.plannedHours,
  archived: row.archived,
});

/** The course, when the caller manages it, locked for the rest of the transaction; 404 otherwise. */
async function lockCourse(tx: Executor, ctx: Ctx, id: string): Promise<CourseRow> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(courseWithin(tx, ctx, "manage", id))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** Programme, level and cohort must be the caller's company's (404 on the field otherwise). */
export async function assertReferences(
  tx: Executor,
  ctx: Ctx,
  refs: { programmeId?: string | null; levelId?: string | null; cohortId?: string | null },
): Promise<void> {
  const { programmeId, levelId, cohortId } = refs;
  const field = await findMissingReference(tx, ctx, { programmeId, levelId, cohortId });
  if (field) throw new AppError("NOT_FOUND", { field });
}

/**
 * A course's level and cohort must be its programme's (400 on the field otherwise). `changes` of an update
 * are checked together with what the course keeps; an update touching none of the three checks nothing.
 */
async function assertCoursePlacement(
  tx: Executor,
  ctx: Ctx,
  changes: { programmeId?: string | null; levelId?: string | null; cohortId?: string | null },
  before?: CourseRow,
): Promise<void> {
  const { programmeId, levelId, cohortId } = changes;
  if (programmeId === undefined && levelId === undefined && cohortId === undefined) return;
  await assertFitsProgramme(tx, ctx, {
    programmeId: programmeId === undefined ? (before?.programmeId ?? null) : programmeId,
    levelId: levelId === undefined ? (before?.levelId ?? null) : levelId,
    cohortId: cohortId === undefined ? (before?.cohortId ?? null) : cohortId,
  });
}

/** Replaces a course's teachers; every teacher must belong to the caller's company (404 otherwise). */
async function replaceTeachers(
  tx: Executor,
  ctx: Ctx,
  courseId: string,
  teacherIds: string[],
): Promise<void> {
  const wanted = [...new Set(teacherIds)];
  if (wanted.length > 0) {
    const found = await listTeacherSummaries(tx, ctx, wanted);
    if (found.length !== wanted.length) throw new AppError("NOT_FOUND", { field: "teacherIds" });
  }
  await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, courseId));
  if (wanted.length > 0) {
    await tx
      .insert(courseTeachers)
      .values(wanted.map((teacherId) => ({ courseId, teacherId, companyId: ctx.companyId })));
  }
}

/** Creates a course, optionally with its teachers. */
export async function createCourse(db: Db, ctx: Ctx, body: CreateCourseBody): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    const { teacherIds, ...fields } = body;
    await assertReferences(tx, ctx, fields);
    await assertCoursePlacement(tx, ctx, fields);
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, companyId: ctx.companyId, createdBy: ctx.userId, updatedBy: ctx.userId })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    await replaceTeachers(tx, ctx, row.id, teacherIds);
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "course",
      entityId: row.id,
      after: { ...courseSnapshot(row), teacherIds },
    });
    return readCourseDetail(tx, ctx, row.id);
  });
}

async function changeCourse(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  action: string,
  changes: Partial<Omit<CourseRow, "id" | "companyId">>,
): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    const before = await lockCourse(tx, ctx, id);
    await assertReferences(tx, ctx, changes);
    await assertCoursePlacement(tx, ctx, changes, before);
    const [after] = await tx
      .update(courses)
      .set({ ...changes, updatedBy: ctx.userId, updatedAt: clock.now() })
      .where(and(eq(courses.id, id), eq(courses.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action,
      entity: "course",
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after),
    });
    return readCourseDetail(tx, ctx, id);
  });
}

/** Changes a course's titles, description, links and planned hours. */
export function updateCourse(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateCourseBody,
): Promise<CourseDetail> {
  return changeCourse(db, clock, ctx, id, "update", body);
}

/** Archives (hides from the current list) or brings back a course. */
export function setCourseArchived(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  archived: boolean,
): Promise<CourseDetail> {
  return changeCourse(db, clock, ctx, id, archived ? "archive" : "unarchive", { archived });
}

/** Sets the whole list of a course's teachers. */
export async function setCourseTeachers(
  db: Db,
  ctx: Ctx,
  id: string,
  body: SetCourseTeachersBody,
): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, ctx, id);
    const before = await tx
      .select({ teacherId: courseTeachers.teacherId })
      .from(courseTeachers)
      .where(eq(courseTeachers.courseId, id));
    await replaceTeachers(tx, ctx, id, body.teacherIds);
    await recordAudit(tx, ctx, {
      action: "set-teachers",
      entity: "course",
      entityId: id,
      before: { teacherIds: before.map((row) => row.teacherId) },
      after: { teacherIds: [...new Set(body.teacherIds)] },
    });
    return readCourseDetail(tx, ctx, id);
  });
}
