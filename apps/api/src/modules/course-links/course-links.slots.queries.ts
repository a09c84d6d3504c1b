import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, slots } from "../../db/schema/index.ts";

// The slots with their course, for the modules that join them to their own rows (a timetable's alerts)
// in one statement rather than reading the slots and courses tables themselves.

/**
 * Subquery: each slot with its start and its course's title, to join on `companyId` and `slotId`;
 * every company's when no company is given (the e-mail digest, which goes by user ids).
 */
export function slotCourses(db: Executor, companyId?: string) {
  return db
    .select({
      slotId: slots.id,
      companyId: slots.companyId,
      startsAt: slots.startsAt,
      courseId: slots.courseId,
      courseTitle: courses.title,
    })
    .from(slots)
    .innerJoin(courses, and(eq(courses.companyId, slots.companyId), eq(courses.id, slots.courseId)))
    .where(companyId === undefined ? undefined : eq(slots.companyId, companyId))
    .as("slot_courses");
}

/** A slot of the company's times and room (none for another company's slot). */
export async function findSlotTimes(db: Executor, companyId: string, slotId: string) {
  const [row] = await db
    .select({ id: slots.id, startsAt: slots.startsAt, endsAt: slots.endsAt, room: slots.room })
    .from(slots)
    .where(and(eq(slots.id, slotId), eq(slots.companyId, companyId)));
  return row;
}
