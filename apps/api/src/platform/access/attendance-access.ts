import { hasStaffRole, hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance, slots } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { callerTeaches, isAdministrator, isCallerStudent } from "./course-access.ts";

// Who sees which attendance marks (absences, lateness): administrators the company's, a teacher those
// of the courses they teach, a student their own. One slot's roll call is reached through the slot
// (`requireSlotAccess` in slot-access.ts), which answers 404.

/**
 * SQL limiting attendance rows to those the caller may see; undefined: the company's. A teacher's are
 * those of the slots of their courses, as an array of slot ids read first: tested through each row's slot,
 * a teacher's absences walked every absence of the company (2 s at 100,000 students).
 */
export function attendanceScope(db: Executor, ctx: Ctx): SQL | undefined {
  if (isAdministrator(ctx)) return undefined;
  const taughtSlots = db
    .select({ id: slots.id })
    .from(slots)
    .where(and(eq(slots.companyId, ctx.companyId), callerTeaches(db, ctx, slots.courseId)));
  return (
    or(
      hasTeacherRole(ctx.roles) ? sql`${attendance.slotId} = any(array(${taughtSlots}))` : undefined,
      hasStudentRole(ctx.roles) ? isCallerStudent(db, ctx, attendance.studentId) : undefined,
    ) ?? sql`false`
  );
}

/** A caller who is not staff always gets their own rows: a `studentId` filter of theirs is ignored. */
export const seesOnlyOwnAttendance = (ctx: Ctx): boolean => !hasStaffRole(ctx.roles);
