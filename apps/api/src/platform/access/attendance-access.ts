import { hasStaffRole, hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { courseScope, isAdministrator, isCallerStudent } from "./course-access.ts";

// Who sees which attendance marks (absences, lateness): administrators the company's, a teacher those
// of the courses they teach, a student their own. One slot's roll call is reached through the slot
// (`requireSlotAccess` in slot-access.ts), which answers 404.

/**
 * SQL limiting attendance rows (the slot's course in `slotCourseColumn`) to those the caller may see;
 * undefined: the company's.
 */
export function attendanceScope(db: Executor, ctx: Ctx, slotCourseColumn: AnyColumn | SQL): SQL | undefined {
  if (isAdministrator(ctx)) return undefined;
  return (
    or(
      hasTeacherRole(ctx.roles) ? courseScope(db, ctx, "manage", slotCourseColumn) : undefined,
      hasStudentRole(ctx.roles) ? isCallerStudent(db, ctx, attendance.studentId) : undefined,
    ) ?? sql`false`
  );
}

/** A caller who is not staff always gets their own rows: a `studentId` filter of theirs is ignored. */
export const seesOnlyOwnAttendance = (ctx: Ctx): boolean => !hasStaffRole(ctx.roles);
