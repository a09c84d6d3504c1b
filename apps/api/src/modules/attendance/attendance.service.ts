import type { AttendanceCounts } from "@campus/contracts/slots";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { selectEnrolments } from "../courses/courses.links.ts";

/** Enrolled students of the slot's course and how they were marked at this slot (one query). */
export async function countSlotAttendance(
  db: Executor,
  slot: { id: string; courseId: string; companyId: string },
): Promise<AttendanceCounts> {
  const enrolled = selectEnrolments(db, slot.companyId, slot.courseId).as("enrolled");
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)`.mapWith(Number),
      present: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
    })
    .from(enrolled)
    .leftJoin(attendance, and(eq(attendance.slotId, slot.id), eq(attendance.studentId, enrolled.studentId)));
  const total = row?.enrolled ?? 0;
  const present = row?.present ?? 0;
  const absent = row?.absent ?? 0;
  const late = row?.late ?? 0;
  return { enrolled: total, present, absent, late, unmarked: total - present - absent - late };
}
