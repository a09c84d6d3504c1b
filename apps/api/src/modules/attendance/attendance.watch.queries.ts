import { and, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isOneOf } from "../../db/code-constants.ts";
import { attendance } from "../../db/schema/index.ts";
import { requireCompanyFigures } from "../../platform/access/company-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { slotTimes } from "../slots/index.ts";

// What the administrators watch on their home: unexcused absences over a period, read by the slot's
// start kept on each mark (attendance_absent_newest): the work grows with the period, not the history.

interface Period {
  /** Slots starting at or after this instant. */
  from: Date;
  /** Slots starting before this instant. */
  to: Date;
}

/** The company's unexcused absences at slots of the period, cancelled slots left out (as the absences list). */
function unexcusedAbsences(db: Db, ctx: Ctx, period: Period) {
  const slot = slotTimes(db, ctx.companyId);
  const where: SQL | undefined = and(
    eq(attendance.companyId, ctx.companyId),
    isOneOf(attendance.status, ["absent"]),
    eq(attendance.excused, false),
    ne(slot.status, "cancelled"),
    // The slot's start as kept on the row: the partial index attendance_absent_newest reads the period
    // alone (through the slots, the planner read every absence of the company: 0.5 s at 100,000 students).
    gte(attendance.slotStartsAt, period.from),
    lt(attendance.slotStartsAt, period.to),
  );
  return { slot, where };
}

/**
 * How many unexcused absences the company counts at slots starting in the period: the same rows as
 * the absences list filtered on those days and « Non justifiée » (administrators).
 */
export async function countUnexcusedAbsences(db: Db, ctx: Ctx, period: Period): Promise<number> {
  requireCompanyFigures(ctx);
  const { slot, where } = unexcusedAbsences(db, ctx, period);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .where(where);
  return row?.n ?? 0;
}
