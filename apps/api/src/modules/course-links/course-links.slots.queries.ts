import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments, slots } from "../../db/schema/index.ts";

// The slots with their course, for the modules that join them to their own rows (a timetable's alerts)
// or a person's attendance (privacy's copy of their data) in one statement rather than reading the slots and
// courses tables themselves.

/**
 * Subquery: each slot with its times, room, mode and its course's title, to join on `companyId` and `slotId`;
 * every company's when no company is given (the e-mail digest, which goes by user ids).
 */
export function slotCourses(db: Executor, companyId?: string) {
  return db
    .select({
      slotId: slots.id,
      companyId: slots.companyId,
      startsAt: slots.startsAt,
      endsAt: slots.endsAt,
      room: slots.room,
      mode: slots.mode,
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

/** SQL: how many slots of the company the teacher runs, as a scalar subquery (a person's erasure counts them). */
export function teacherSlotCountSql(companyId: string, teacherId: string): SQL {
  return sql`(select count(*) from ${slots} where ${slots.companyId} = ${companyId} and ${slots.teacherId} = ${teacherId})`;
}

/**
 * SQL: the latest end of a slot of the courses the student (the row's `companyId` and `studentId` columns)
 * is enrolled in, as a scalar subquery (null when none): when their last course ended, for the retention.
 */
export function lastEnrolledSlotEndSql(student: { companyId: AnyColumn; id: AnyColumn }): SQL {
  return sql`(select max(${slots.endsAt}) from ${enrolments} join ${slots} on ${slots.courseId} = ${enrolments.courseId}
      where ${enrolments.companyId} = ${student.companyId} and ${enrolments.studentId} = ${student.id})`;
}
