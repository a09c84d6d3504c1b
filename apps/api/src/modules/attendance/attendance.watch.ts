import type { AtRiskStudent } from "@campus/contracts/dashboard";
import { and, asc, desc, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendance } from "../../db/schema/index.ts";
import { isAdministrator } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { slotTimes } from "../slots/index.ts";
import { studentIdentity, studentNames } from "../students/index.ts";

// What the administrators watch on their home: unexcused absences over a period, and the students
// who gather them. The company's slots of the period come first (slots_company_start), then their
// attendance rows by the primary key's slot prefix: the work grows with the period, not the history.

interface Period {
  /** Slots starting at or after this instant. */
  from: Date;
  /** Slots starting before this instant. */
  to: Date;
}

function requireAdministrator(ctx: Ctx): void {
  if (!isAdministrator(ctx)) throw notFound();
}

/** The company's unexcused absences at slots of the period, cancelled slots left out (as the absences list). */
function unexcusedAbsences(db: Db, ctx: Ctx, period: Period) {
  const slot = slotTimes(db, ctx.companyId);
  const where: SQL | undefined = and(
    eq(attendance.companyId, ctx.companyId),
    eq(attendance.status, "absent"),
    eq(attendance.excused, false),
    ne(slot.status, "cancelled"),
    gte(slot.startsAt, period.from),
    lt(slot.startsAt, period.to),
  );
  return { slot, where };
}

/**
 * How many unexcused absences the company counts at slots starting in the period: the same rows as
 * the absences list filtered on those days and « Non justifiée » (administrators).
 */
export async function countUnexcusedAbsences(db: Db, ctx: Ctx, period: Period): Promise<number> {
  requireAdministrator(ctx);
  const { slot, where } = unexcusedAbsences(db, ctx, period);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The students with at least `minAbsences` unexcused absences in the period, the most absent first
 * (then by name), at most `limit` of them, and how many there are in all (administrators).
 */
export async function listStudentsAtRisk(
  db: Db,
  ctx: Ctx,
  { minAbsences, limit, ...period }: Period & { minAbsences: number; limit: number },
): Promise<{ items: AtRiskStudent[]; total: number }> {
  requireAdministrator(ctx);
  const { slot, where } = unexcusedAbsences(db, ctx, period);
  const counted = db
    .select({
      studentId: attendance.studentId,
      absences: sql<number>`count(*)`.as("absences"),
    })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .where(where)
    .groupBy(attendance.studentId)
    .having(sql`count(*) >= ${minAbsences}`)
    .as("counted");
  const student = studentNames(db, ctx.companyId);
  const rows = await db
    .select({
      ...studentIdentity(student),
      absences: sql<number>`${counted.absences}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(counted)
    .innerJoin(student, eq(student.id, counted.studentId))
    .orderBy(desc(counted.absences), asc(student.lastname), asc(student.firstname), asc(student.id))
    .limit(limit);
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    total: rows[0]?.total ?? 0,
  };
}
