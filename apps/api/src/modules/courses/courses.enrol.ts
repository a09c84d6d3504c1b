import {
  type BulkEnrolBody,
  COURSE_MESSAGES,
  type EnrolResult,
  type EnrolStudentsBody,
} from "@campus/contracts/courses";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { enrolments } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { referenceNames } from "../school/index.ts";
import { type StudentSelection, selectedStudents } from "../students/index.ts";
import { assertReferences } from "./courses.service.ts";

// Enrolling students in a course (administrators): each change in one transaction with its audit entry.

/**
 * Enrols the company's students of a selection in a course, in one INSERT … SELECT:
 * students of another company are never picked, students already enrolled are skipped.
 */
async function enrolMatching(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  selection: StudentSelection,
) {
  const picked = selectedStudents(tx, ctx.companyId, selection);
  const inserted = await tx
    .insert(enrolments)
    .select((qb) =>
      qb
        .select({
          courseId: sql<string>`cast(${courseId} as uuid)`.as("course_id"),
          studentId: picked.id,
          companyId: picked.companyId,
          createdAt: sql<Date>`cast(${clock.now().toISOString()} as timestamptz)`.as("created_at"),
        })
        .from(picked),
    )
    .onConflictDoNothing()
    .returning({ studentId: enrolments.studentId });
  return inserted.map((row) => row.studentId);
}

/** Enrols one or many students of the caller's company in a course; any unknown id answers 404. */
export async function enrolStudents(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: EnrolStudentsBody,
): Promise<EnrolResult> {
  return db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "enrol", id, { lock: true });
    const wanted = [...new Set(body.studentIds)];
    const found = await tx.select().from(selectedStudents(tx, ctx.companyId, { ids: wanted }));
    // Another company's student is "not found": nothing is enrolled, nothing leaks.
    if (found.length !== wanted.length) throw new AppError("NOT_FOUND", { field: "studentIds" });
    const added = await enrolMatching(tx, clock, ctx, id, { ids: wanted });
    if (added.length > 0) {
      await recordAudit(tx, ctx, {
        action: "enrol",
        entity: "course",
        entityId: id,
        after: { studentIds: added },
      });
    }
    return { added: added.length };
  });
}

/** The students of a cohort at each level: one query, whatever their number; no level: label null, last. */
async function countCohortByLevel(tx: Executor, ctx: Ctx, cohortId: string) {
  const picked = selectedStudents(tx, ctx.companyId, { cohortId });
  const levelNames = referenceNames(tx, ctx.companyId).levels;
  const rows = await tx
    .select({ levelId: picked.levelId, label: levelNames.label, count: sql<number>`count(*)` })
    .from(picked)
    .leftJoin(levelNames, eq(levelNames.id, picked.levelId))
    .groupBy(picked.levelId, levelNames.label)
    .orderBy(sql`${levelNames.label} asc nulls last`);
  // Counts come back as strings from node-postgres.
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * A bulk enrolment's filters must each match someone: a session without students answers 400 on
 * `cohortId`, a level nobody of the session is at answers 400 on `levelId` with the levels its students
 * are at. Students already enrolled count as matched (the answer then adds none of them).
 */
async function assertSomeoneMatches(tx: Executor, ctx: Ctx, body: BulkEnrolBody): Promise<void> {
  const byLevel = await countCohortByLevel(tx, ctx, body.cohortId);
  const isLevelMatched = !body.levelId || byLevel.some((row) => row.levelId === body.levelId);
  if (byLevel.length > 0 && isLevelMatched) return;
  // Only now the names, for the message.
  const names = referenceNames(tx, ctx.companyId);
  const [named] = await tx
    .select({ cohort: names.cohorts.name, level: names.levels.label })
    .from(names.cohorts)
    .leftJoin(names.levels, body.levelId ? eq(names.levels.id, body.levelId) : sql`false`)
    .where(eq(names.cohorts.id, body.cohortId));
  const cohort = named?.cohort ?? "";
  if (byLevel.length === 0) {
    throw new AppError("VALIDATION", {
      field: "cohortId",
      message: COURSE_MESSAGES.noStudentInCohort(cohort),
    });
  }
  throw new AppError("VALIDATION", {
    field: "levelId",
    message: COURSE_MESSAGES.noStudentAtLevel(
      cohort,
      named?.level ?? "",
      byLevel.map((row) => ({ label: row.label, count: row.count })),
    ),
  });
}

/**
 * Enrols every student of a cohort (and optionally of one level) in a course; a filter that matches
 * nobody is refused, saying which (`assertSomeoneMatches`).
 */
export async function enrolCohort(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: BulkEnrolBody,
): Promise<EnrolResult> {
  return db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "enrol", id, { lock: true });
    await assertReferences(tx, ctx, { cohortId: body.cohortId, levelId: body.levelId ?? null });
    await assertSomeoneMatches(tx, ctx, body);
    const added = await enrolMatching(tx, clock, ctx, id, { cohortId: body.cohortId, levelId: body.levelId });
    await recordAudit(tx, ctx, {
      action: "enrol-cohort",
      entity: "course",
      entityId: id,
      after: {
        cohortId: body.cohortId,
        levelId: body.levelId ?? null,
        added: added.length,
        studentIds: added,
      },
    });
    return { added: added.length };
  });
}

/** Removes a student from a course; 404 when the student is not enrolled in it. */
export async function unenrolStudent(db: Db, ctx: Ctx, id: string, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "enrol", id, { lock: true });
    const removed = await tx
      .delete(enrolments)
      .where(
        and(
          eq(enrolments.courseId, id),
          eq(enrolments.studentId, studentId),
          eq(enrolments.companyId, ctx.companyId),
        ),
      )
      .returning({ studentId: enrolments.studentId });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, ctx, { action: "unenrol", entity: "course", entityId: id, before: { studentId } });
  });
}
