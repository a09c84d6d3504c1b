import type { AttendanceCounts } from "@campus/contracts/slots";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { enrolmentLinks } from "../course-links/index.ts";
import { markCounts, toCounts } from "../roll-counts/index.ts";
import { slotTimes } from "../slots/index.ts";

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
