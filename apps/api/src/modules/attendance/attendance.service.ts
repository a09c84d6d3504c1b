import type { AttendanceCounts } from "@campus/contracts/slots";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { enrolmentPairs } from "../course-links/index.ts";
import { markCounts, toCounts } from "../roll-counts/index.ts";
import { slotTimes } from "../slots/index.ts";

/**
 * The same counts for several slots of the company at once, by slot id: the enrolled students of each
 * slot's course (the enrolments' primary key), then the marks of those slots that are an enrolled
 * student's. Two queries of the slots' own size; one joining enrolments to attendance probed the
 * attendance of every enrolled student (2,000 for a teacher's day) and the enrolments' heap (issue 42).
 */
export async function countAttendanceOfSlots(
  db: Executor,
  companyId: string,
  slotIds: string[],
): Promise<Map<string, AttendanceCounts>> {
  if (slotIds.length === 0) return new Map();
  const slot = slotTimes(db, companyId);
  const enrolled = enrolmentPairs(db);
  const enrolledRows = await db
    .select({ slotId: slot.id, enrolled: sql<number>`count(*)`.mapWith(Number) })
    .from(slot)
    .innerJoin(enrolled, eq(enrolled.courseId, slot.courseId))
    .where(inArray(slot.id, slotIds))
    .groupBy(slot.id);
  const markRows = await db
    .select({ slotId: attendance.slotId, ...markCounts })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .innerJoin(
      enrolled,
      and(eq(enrolled.courseId, slot.courseId), eq(enrolled.studentId, attendance.studentId)),
    )
    // The slots' ids on both sides: without it on the slots, PostgreSQL hashed all the company's slots.
    .where(
      and(
        eq(attendance.companyId, companyId),
        inArray(attendance.slotId, slotIds),
        inArray(slot.id, slotIds),
      ),
    )
    .groupBy(attendance.slotId);
  const marks = new Map(markRows.map((row) => [row.slotId, row]));
  const bySlot = new Map(
    enrolledRows.map((row) => [
      row.slotId,
      { enrolled: row.enrolled, ...(marks.get(row.slotId) ?? { present: 0, absent: 0, late: 0 }) },
    ]),
  );
  return new Map(slotIds.map((id) => [id, toCounts(bySlot.get(id))]));
}
