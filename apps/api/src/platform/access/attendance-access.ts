import { hasStaffRole, hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
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

/**
 * A teacher's own slots (of their courses, not cancelled, starting within `from`–`to`), newest first,
 * for the absences list to be walked slot by slot, each slot's absences read by key: through the
 * company's absences newest first, a teacher's page read every absence of the other teachers' courses
 * until it had 25 of theirs (15,000 rows read at 20,000 students, issue 42). Undefined for anyone else
 * (an administrator walks the company's absences, a student their own).
 */
export function taughtSlotTimes(db: Executor, ctx: Ctx, period: { from?: string; to?: string }) {
  if (isAdministrator(ctx) || !hasTeacherRole(ctx.roles) || hasStudentRole(ctx.roles)) return undefined;
  return (
    db
      .select({
        id: slots.id,
        courseId: slots.courseId,
        startsAt: slots.startsAt,
        endsAt: slots.endsAt,
        status: slots.status,
      })
      .from(slots)
      .where(
        and(
          eq(slots.companyId, ctx.companyId),
          callerTeaches(db, ctx, slots.courseId),
          ne(slots.status, "cancelled"),
          period.from ? gte(slots.startsAt, new Date(period.from)) : undefined,
          period.to ? lt(slots.startsAt, new Date(period.to)) : undefined,
        ),
      )
      // Its order also keeps it apart (a sorted subquery is never merged into the outer query), so
      // that the slots are walked in that order and a page stops early.
      .orderBy(desc(slots.startsAt), asc(slots.id))
      .as("slot_times")
  );
}
