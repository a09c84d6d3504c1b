import type { AttendanceCounts } from "@campus/contracts/slots";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { enrolmentLinks, selectEnrolments } from "../courses/index.ts";
import { slotTimes } from "../slots/slots.rows.ts";

/** How the enrolled students were marked, counted in SQL over (enrolment ⟕ attendance) rows. */
const markCounts = {
  present: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
  absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
  late: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
};

function toCounts(row: { enrolled: number; present: number; absent: number; late: number } | undefined) {
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

/** The same counts for several slots of the company at once (one query), by slot id. */
export async function countAttendanceOfSlots(
  db: Executor,
  companyId: string,
  slotIds: string[],
): Promise<Map<string, AttendanceCounts>> {
  if (slotIds.length === 0) return new Map();
  const slot = slotTimes(db, companyId);
  const enrolled = enrolmentLinks(db, companyId);
  const rows = await db
    .select({ slotId: slot.id, enrolled: sql<number>`count(*)`.mapWith(Number), ...markCounts })
    .from(slot)
    .innerJoin(enrolled, eq(enrolled.courseId, slot.courseId))
    .leftJoin(attendance, and(eq(attendance.slotId, slot.id), eq(attendance.studentId, enrolled.studentId)))
    .where(inArray(slot.id, slotIds))
    .groupBy(slot.id);
  const bySlot = new Map(rows.map((row) => [row.slotId, row]));
  return new Map(slotIds.map((id) => [id, toCounts(bySlot.get(id))]));
}
