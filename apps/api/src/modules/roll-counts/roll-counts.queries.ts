// How a slot's enrolled students were marked at its roll call: a noun the slots (their detail) and the
// attendance module (its lists and dashboards) both build on, below both.
import type { AttendanceCounts } from "@campus/contracts/slots";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { selectEnrolments } from "../course-links/index.ts";

/** How the enrolled students were marked, counted in SQL over (enrolment ⟕ attendance) rows. */
export const markCounts = {
  present: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
  absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
  late: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
};

export function toCounts(
  row: { enrolled: number; present: number; absent: number; late: number } | undefined,
) {
  const enrolled = row?.enrolled ?? 0;
  const present = row?.present ?? 0;
  const absent = row?.absent ?? 0;
  const late = row?.late ?? 0;
  return { enrolled, present, absent, late, unmarked: enrolled - present - absent - late };
}

/** Enrolled students of the slot's course and how they were marked at this slot (one query). */
export async function countSlotAttendance(
  db: Executor,
  slot: { id: string; courseId: string; companyId: string },
): Promise<AttendanceCounts> {
  const enrolled = selectEnrolments(db, slot.companyId, slot.courseId).as("enrolled");
  const [row] = await db
    .select({ enrolled: sql<number>`count(*)`.mapWith(Number), ...markCounts })
    .from(enrolled)
    .leftJoin(attendance, and(eq(attendance.slotId, slot.id), eq(attendance.studentId, enrolled.studentId)));
  return toCounts(row);
}

/**
 * SQL: the start of the latest slot the student (the row's `companyId` and `id` columns) was marked at, as
 * a scalar subquery (null when none): when their last course was, for the retention.
 */
export function lastMarkedSlotStartSql(student: { companyId: AnyColumn; id: AnyColumn }): SQL {
  return sql`(select max(${attendance.slotStartsAt}) from ${attendance}
      where ${attendance.companyId} = ${student.companyId} and ${attendance.studentId} = ${student.id})`;
}
