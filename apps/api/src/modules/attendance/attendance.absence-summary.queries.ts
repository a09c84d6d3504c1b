import {
  type AbsenceSummary,
  type AbsenceSummaryQuery,
  ATTENDANCE_MESSAGES,
} from "@campus/contracts/attendance";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { attendanceScope, seesOnlyOwnAttendance } from "../../platform/access/attendance-access.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { slotTimes } from "../slots/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";

/**
 * A student's attendance figures over the slots where the roll was called. A student gets their own;
 * staff name the student (administrators: any of the company's; a teacher: one of their courses',
 * counted over those courses only).
 */
export async function getAbsenceSummary(
  db: Db,
  ctx: Ctx,
  query: AbsenceSummaryQuery,
): Promise<AbsenceSummary> {
  let studentId: string;
  if (seesOnlyOwnAttendance(ctx)) {
    const own = await findCallerStudent(db, ctx);
    if (!own) throw notFound();
    studentId = own.id;
  } else {
    if (!query.studentId) {
      throw new AppError("VALIDATION", { field: "studentId", message: ATTENDANCE_MESSAGES.studentRequired });
    }
    // Administrators: any student of the company; a teacher: a student of their courses.
    studentId = (await requireStudent(db, ctx, query.studentId)).id;
  }
  const slot = slotTimes(db, ctx.companyId);
  const [row] = await db
    .select({
      slotsCount: sql<number>`count(*)`.mapWith(Number),
      presentCount: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
      absentCount: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
      lateCount: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
      excusedCount: sql<number>`count(*) filter (where ${attendance.excused})`.mapWith(Number),
    })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .where(
      and(
        eq(attendance.companyId, ctx.companyId),
        eq(attendance.studentId, studentId),
        ne(slot.status, "cancelled"),
        attendanceScope(db, ctx),
        query.courseId ? eq(slot.courseId, query.courseId) : undefined,
      ),
    );
  const slotsCount = row?.slotsCount ?? 0;
  const absentCount = row?.absentCount ?? 0;
  return {
    studentId,
    slotsCount,
    presentCount: row?.presentCount ?? 0,
    absentCount,
    lateCount: row?.lateCount ?? 0,
    excusedCount: row?.excusedCount ?? 0,
    absenceRate: slotsCount === 0 ? 0 : Math.round((absentCount / slotsCount) * 10_000) / 10_000,
  };
}
