import type { BulkEnrolBody, EnrolResult, EnrolStudentsBody } from "@campus/contracts/courses";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { enrolments } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { type StudentSelection, selectedStudents } from "../students/students.service.ts";
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

/** Enrols every student of a cohort (and optionally of one level) in a course. */
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
