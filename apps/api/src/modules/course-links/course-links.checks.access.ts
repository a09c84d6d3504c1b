import { SLOT_MESSAGES } from "@campus/contracts/slots";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { teachingLinks } from "./course-links.queries.ts";

// The checks that a slot, a teacher and a course belong together, for the slots and evaluations
// modules: here, below both, so that neither asks the courses or slots module.

/** The teacher must be one of the course's teachers (400 on `teacherId` otherwise). */
export async function assertTeacherOfCourse(
  tx: Executor,
  ctx: Ctx,
  teacherId: string,
  courseId: string,
): Promise<void> {
  const links = teachingLinks(tx, ctx.companyId);
  const [row] = await tx
    .select({ one: sql`1` })
    .from(links)
    .where(and(eq(links.courseId, courseId), eq(links.teacherId, teacherId)))
    .limit(1);
  if (!row)
    throw new AppError("VALIDATION", { field: "teacherId", message: SLOT_MESSAGES.teacherNotOnCourse });
}

/** Whether a slot of the caller's company belongs to the course. */
export async function isSlotOfCourse(
  db: Executor,
  ctx: Ctx,
  slotId: string,
  courseId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: slots.id })
    .from(slots)
    .where(and(eq(slots.id, slotId), eq(slots.courseId, courseId), eq(slots.companyId, ctx.companyId)));
  return row !== undefined;
}
