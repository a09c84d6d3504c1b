import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";

// What the slots module offers the other modules (they never query its tables).

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
