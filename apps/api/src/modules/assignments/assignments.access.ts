import { ASSIGNMENT_MESSAGES } from "@campus/contracts/assignments";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { assignmentBoxes, courses } from "../../db/schema/index.ts";
import {
  callerEnrolled,
  callerStudentIds,
  callerTeaches,
  isAdministrator,
} from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";

export type BoxRow = typeof assignmentBoxes.$inferSelect;

export interface BoxAccess {
  box: BoxRow;
  courseTitle: string;
  /** Administrator or teacher of the box's course. */
  isStaff: boolean;
  /** The caller's student id, when they are a student enrolled in the course. */
  studentId: string | null;
}

/**
 * One box of the caller's company with the caller's standing: `manage` for administrators and the
 * course's teachers, `read` also for the students enrolled in the course. Anyone else gets 404.
 */
export async function requireBox(
  db: Executor,
  ctx: Ctx,
  boxId: string,
  mode: "read" | "manage",
  options: { lock?: boolean; writable?: boolean } = {},
): Promise<BoxAccess> {
  const base = db
    .select({
      box: assignmentBoxes,
      courseTitle: courses.title,
      teaches: callerTeaches(db, ctx, assignmentBoxes.courseId).mapWith(Boolean),
      enrolled: callerEnrolled(db, ctx, assignmentBoxes.courseId).mapWith(Boolean),
    })
    .from(assignmentBoxes)
    .innerJoin(
      courses,
      and(eq(courses.id, assignmentBoxes.courseId), eq(courses.companyId, assignmentBoxes.companyId)),
    )
    .where(and(eq(assignmentBoxes.id, boxId), eq(assignmentBoxes.companyId, ctx.companyId)));
  const [row] = options.lock ? await base.for("update", { of: assignmentBoxes }) : await base;
  if (!row) throw notFound();
  const isStaff = isAdministrator(ctx) || row.teaches;
  let studentId: string | null = null;
  if (!isStaff && row.enrolled && ctx.roles.includes("student")) {
    const [me] = await callerStudentIds(db, ctx);
    studentId = me?.id ?? null;
  }
  if (mode === "manage" ? !isStaff : !isStaff && !studentId) throw notFound();
  if (options.writable && row.box.archivedAt) {
    throw new AppError("CONFLICT", { message: ASSIGNMENT_MESSAGES.archived });
  }
  return { box: row.box, courseTitle: row.courseTitle, isStaff, studentId };
}

/** The due date that applies to a student: their extension, else the box's. */
export const effectiveDue = (box: BoxRow, extendedDueAt: Date | null | undefined): Date =>
  extendedDueAt ?? box.dueAt;
