import type { WorkDueItem, WorkToGradeItem } from "@campus/contracts/dashboard";
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignmentBoxes, assignmentSubmissions } from "../../db/schema/index.ts";
import { callerEnrolled, callerStudentIds, callerTeaches } from "../../platform/access/course-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { courseTitles } from "../course-links/index.ts";

// The assignment figures of the homes: a student's work still to hand in, a teacher's work to grade.
// Each is one query over the caller's boxes (assignment_boxes_course_due), their submissions found by
// the primary key's box prefix, capped at `limit` rows with the totals counted alongside.

/** The boxes' course titles (of the caller's company), to join on the box's course. */
const boxCourse = (db: Db, ctx: Ctx) => {
  const titles = courseTitles(db, ctx.companyId);
  return { titles, on: eq(titles.id, assignmentBoxes.courseId) };
};
const boxSubmission = and(
  eq(assignmentSubmissions.boxId, assignmentBoxes.id),
  eq(assignmentSubmissions.companyId, assignmentBoxes.companyId),
);

/**
 * The boxes of the student's courses that are open, not archived, and where they have handed in
 * nothing yet: before their due date, or after it when the box takes late work; the soonest due first.
 */
export async function listWorkDue(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  limit: number,
): Promise<{ items: WorkDueItem[]; total: number }> {
  const now = clock.now();
  const [me] = await callerStudentIds(db, ctx);
  if (!me) return { items: [], total: 0 };
  const due = sql<Date>`coalesce(${assignmentSubmissions.extendedDueAt}, ${assignmentBoxes.dueAt})`;
  const course = boxCourse(db, ctx);
  const rows = await db
    .select({
      id: assignmentBoxes.id,
      title: assignmentBoxes.title,
      courseTitle: course.titles.title,
      dueAt: due.mapWith(assignmentBoxes.dueAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(assignmentBoxes)
    .innerJoin(course.titles, course.on)
    .leftJoin(assignmentSubmissions, and(boxSubmission, eq(assignmentSubmissions.studentId, me.id)))
    .where(
      and(
        eq(assignmentBoxes.companyId, ctx.companyId),
        callerEnrolled(db, ctx, assignmentBoxes.courseId),
        isNull(assignmentBoxes.archivedAt),
        lte(assignmentBoxes.opensAt, now),
        isNull(assignmentSubmissions.submittedAt),
        isNull(assignmentSubmissions.gradedAt),
        or(eq(assignmentBoxes.allowLate, true), sql`${due} >= ${now}`),
      ),
    )
    .orderBy(asc(due), asc(assignmentBoxes.id))
    .limit(limit);
  return {
    items: rows.map(({ total: _total, dueAt, ...row }) => ({
      ...row,
      dueAt: dueAt.toISOString(),
      isLate: dueAt.getTime() < now.getTime(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The boxes (not archived) of the courses the signed-in teacher teaches with work handed in and not graded yet,
 * the longest waiting first; with how many boxes and submissions wait in all.
 */
export async function listWorkToGrade(
  db: Db,
  ctx: Ctx,
  limit: number,
): Promise<{ items: WorkToGradeItem[]; boxCount: number; total: number }> {
  const oldest = sql<Date>`min(${assignmentSubmissions.submittedAt})`;
  const course = boxCourse(db, ctx);
  const rows = await db
    .select({
      id: assignmentBoxes.id,
      title: assignmentBoxes.title,
      courseTitle: course.titles.title,
      dueAt: assignmentBoxes.dueAt,
      toGrade: sql<number>`count(*)`.mapWith(Number),
      oldestSubmittedAt: oldest.mapWith(assignmentSubmissions.submittedAt),
      boxCount: sql<number>`count(*) over ()`.mapWith(Number),
      total: sql<number>`sum(count(*)) over ()`.mapWith(Number),
    })
    .from(assignmentBoxes)
    .innerJoin(course.titles, course.on)
    .innerJoin(assignmentSubmissions, boxSubmission)
    .where(
      and(
        eq(assignmentBoxes.companyId, ctx.companyId),
        callerTeaches(db, ctx, assignmentBoxes.courseId),
        isNull(assignmentBoxes.archivedAt),
        isNotNull(assignmentSubmissions.submittedAt),
        isNull(assignmentSubmissions.gradedAt),
      ),
    )
    .groupBy(assignmentBoxes.id, course.titles.title)
    .orderBy(asc(oldest), asc(assignmentBoxes.id))
    .limit(limit);
  return {
    items: rows.map(({ boxCount: _boxCount, total: _total, dueAt, oldestSubmittedAt, ...row }) => ({
      ...row,
      dueAt: dueAt.toISOString(),
      oldestSubmittedAt: oldestSubmittedAt.toISOString(),
    })),
    boxCount: rows[0]?.boxCount ?? 0,
    total: rows[0]?.total ?? 0,
  };
}
