import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { courseTitles, enrolmentLinks } from "../course-links/index.ts";
import { type CountedSlots, countedSlots } from "../slots/index.ts";

// What the roll calls say of some students' courses, in minutes: the figures of the proof bundle's
// « certificat de réalisation ».

/**
 * For each of these students and each course of `courseIds` they are enrolled in (one query): the
 * counted slots' minutes, split by the student's mark on each (present or late, excused or unexcused
 * absence, no mark yet), the lates, and the first start and last end. By course title.
 */
export function attendanceFigures(
  db: Executor,
  companyId: string,
  studentIds: string[],
  courseIds: SQLWrapper,
  counted: CountedSlots,
) {
  const enrolled = enrolmentLinks(db, companyId);
  const course = courseTitles(db, companyId);
  const slot = countedSlots(db, companyId, counted);
  const minutes = sql`extract(epoch from (${slot.endsAt} - ${slot.startsAt})) / 60`;
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${minutes}) filter (where ${condition}), 0)::float8`.mapWith(Number);
  return db
    .select({
      studentId: enrolled.studentId,
      courseId: course.id,
      courseTitle: course.title,
      slots: sql<number>`count(${slot.id})::int`.mapWith(Number),
      plannedMinutes: sql<number>`coalesce(sum(${minutes}), 0)::float8`.mapWith(Number),
      attendedMinutes: sumWhere(sql`${attendance.status} in ('present', 'late')`),
      lates: sql<number>`(count(*) filter (where ${attendance.status} = 'late'))::int`.mapWith(Number),
      lateMinutes:
        sql<number>`coalesce(sum(${attendance.lateMinutes}) filter (where ${attendance.status} = 'late'), 0)::int`.mapWith(
          Number,
        ),
      excusedAbsenceMinutes: sumWhere(sql`${attendance.status} = 'absent' and ${attendance.excused}`),
      unexcusedAbsenceMinutes: sumWhere(sql`${attendance.status} = 'absent' and not ${attendance.excused}`),
      unmarkedMinutes: sumWhere(sql`${attendance.status} is null`),
      firstStart: sql<Date | null>`min(${slot.startsAt})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
      lastEnd: sql<Date | null>`max(${slot.endsAt})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(enrolled)
    .innerJoin(course, eq(course.id, enrolled.courseId))
    .innerJoin(slot, eq(slot.courseId, enrolled.courseId))
    .leftJoin(
      attendance,
      and(
        eq(attendance.slotId, slot.id),
        eq(attendance.studentId, enrolled.studentId),
        eq(attendance.companyId, companyId),
      ),
    )
    .where(and(inArray(enrolled.studentId, studentIds), inArray(enrolled.courseId, courseIds)))
    .groupBy(enrolled.studentId, course.id, course.title)
    .orderBy(asc(course.title), asc(course.id));
}
