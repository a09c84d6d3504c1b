import { ASSIGNMENT_MESSAGES } from "@campus/contracts/assignments";
import { hasStudentRole, isStudentOnly } from "@campus/contracts/roles";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { assignmentBoxes, courses } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { AppError, notFound } from "../errors.ts";
import {
  callerEnrolled,
  callerStudentIds,
  callerTeaches,
  courseScope,
  isAdministrator,
} from "./course-access.ts";

// Who sees and manages which hand-in box: administrators every box of the company, a teacher the
// boxes of the courses they teach, a student (read) those of the courses they follow, and of a box's
// files only their own. Anything outside answers 404.

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
  if (!isStaff && row.enrolled && hasStudentRole(ctx.roles)) {
    const [me] = await callerStudentIds(db, ctx);
    studentId = me?.id ?? null;
  }
  if (mode === "manage" ? !isStaff : !isStaff && !studentId) throw notFound();
  if (options.writable && row.box.archivedAt) {
    throw new AppError("CONFLICT", { message: ASSIGNMENT_MESSAGES.archived });
  }
  return { box: row.box, courseTitle: row.courseTitle, isStaff, studentId };
}

/**
 * The boxes list: a student (and nothing else) those of the courses they follow, with their own
 * student id for their state; anyone else those of the courses they manage.
 */
export async function boxListScope(
  db: Executor,
  ctx: Ctx,
): Promise<{ asStudent: boolean; studentId: string | null; where: SQL | undefined }> {
  const asStudent = isStudentOnly(ctx.roles);
  const [me] = asStudent ? await callerStudentIds(db, ctx) : [];
  const where = courseScope(db, ctx, asStudent ? "read" : "manage", assignmentBoxes.courseId);
  return { asStudent, studentId: me?.id ?? null, where };
}

/** A file of a box the caller reads: staff any, a student only a file of their own (404 otherwise). */
export function assertMayOpenBoxFile(access: BoxAccess, fileStudentId: string | null): void {
  if (!access.isStaff && fileStudentId !== access.studentId) throw notFound();
}
