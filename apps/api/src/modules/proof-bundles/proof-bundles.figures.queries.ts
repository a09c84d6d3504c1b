import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance, courses, enrolments, slots } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { type ProofSelection, selectedSlots } from "./proof-bundles.selection.queries.ts";

// The figures of a « certificat de réalisation »: for each student and course, the minutes of the
// counted slots of the period, split by what the roll call says.

/** One course of one student, in minutes (counts for the lates). */
export interface CourseFigures {
  courseId: string;
  courseTitle: string;
  slots: number;
  /** Every counted slot of the period. */
  plannedMinutes: number;
  /** Present or late: the time the student followed. */
  attendedMinutes: number;
  /** How many slots the student came late to, and the minutes late noted. */
  lates: number;
  lateMinutes: number;
  excusedAbsenceMinutes: number;
  unexcusedAbsenceMinutes: number;
  /** No mark (yet): planned, neither attended nor absent. */
  unmarkedMinutes: number;
  firstStart: Date | null;
  lastEnd: Date | null;
}

export type Totals = Omit<CourseFigures, "courseId" | "courseTitle">;

/** The sum of a student's courses, and the attendance rate (attended / planned, null when nothing was planned). */
export function totalFigures(rows: CourseFigures[]): Totals & { attendanceRate: number | null } {
  const totals: Totals = {
    slots: 0,
    plannedMinutes: 0,
    attendedMinutes: 0,
    lates: 0,
    lateMinutes: 0,
    excusedAbsenceMinutes: 0,
    unexcusedAbsenceMinutes: 0,
    unmarkedMinutes: 0,
    firstStart: null,
    lastEnd: null,
  };
  for (const row of rows) {
    totals.slots += row.slots;
    totals.plannedMinutes += row.plannedMinutes;
    totals.attendedMinutes += row.attendedMinutes;
    totals.lates += row.lates;
    totals.lateMinutes += row.lateMinutes;
    totals.excusedAbsenceMinutes += row.excusedAbsenceMinutes;
    totals.unexcusedAbsenceMinutes += row.unexcusedAbsenceMinutes;
    totals.unmarkedMinutes += row.unmarkedMinutes;
    if (row.firstStart && (!totals.firstStart || row.firstStart < totals.firstStart)) {
      totals.firstStart = row.firstStart;
    }
    if (row.lastEnd && (!totals.lastEnd || row.lastEnd > totals.lastEnd)) totals.lastEnd = row.lastEnd;
  }
  const attendanceRate = totals.plannedMinutes > 0 ? totals.attendedMinutes / totals.plannedMinutes : null;
  return { ...totals, attendanceRate };
}

/** Minutes as French hours: « 0 h », « 3 h », « 2 h 30 ». */
export function formatHours(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/**
 * The figures of a page of students, by student then course (one query): each course of the selection
 * the student is enrolled in, with the counted slots of the period begun before `before` (a certificate
 * attests what was done) and the student's mark on each.
 */
export async function readFigures(
  db: Executor,
  ctx: Ctx,
  selection: ProofSelection,
  before: Date,
  studentIds: string[],
): Promise<Map<string, CourseFigures[]>> {
  const byStudent = new Map<string, CourseFigures[]>();
  if (studentIds.length === 0) return byStudent;
  const minutes = sql`extract(epoch from (${slots.endsAt} - ${slots.startsAt})) / 60`;
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${minutes}) filter (where ${condition}), 0)::float8`.mapWith(Number);
  const rows = await db
    .select({
      studentId: enrolments.studentId,
      courseId: courses.id,
      courseTitle: courses.title,
      slots: sql<number>`count(${slots.id})::int`.mapWith(Number),
      plannedMinutes: sql<number>`coalesce(sum(${minutes}), 0)::float8`.mapWith(Number),
      attendedMinutes: sumWhere(sql`${attendance.status} in ('present', 'late')`),
      lates: sql<number>`(count(*) filter (where ${attendance.status} = 'late'))::int`.mapWith(Number),
      lateMinutes:
        sql<number>`coalesce(sum(${attendance.lateMinutes}) filter (where ${attendance.status} = 'late'), 0)::int`.mapWith(
          Number,
        ),
      excusedAbsenceMinutes: sumWhere(sql`${attendance.status} = 'absent' and ${attendance.excused}`),
      unexcusedAbsenceMinutes: sumWhere(sql`${attendance.status} = 'absent' and not ${attendance.excused}`),
      unmarkedMinutes: sumWhere(sql`${attendance.status} is null`),
      firstStart: sql<Date | null>`min(${slots.startsAt})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
      lastEnd: sql<Date | null>`max(${slots.endsAt})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(enrolments)
    .innerJoin(courses, and(eq(courses.id, enrolments.courseId), eq(courses.companyId, ctx.companyId)))
    .innerJoin(
      slots,
      and(eq(slots.courseId, enrolments.courseId), selectedSlots(ctx, selection), lt(slots.startsAt, before)),
    )
    .leftJoin(
      attendance,
      and(
        eq(attendance.slotId, slots.id),
        eq(attendance.studentId, enrolments.studentId),
        eq(attendance.companyId, ctx.companyId),
      ),
    )
    .where(
      and(
        eq(enrolments.companyId, ctx.companyId),
        inArray(enrolments.studentId, studentIds),
        sql`${enrolments.courseId} in ${selection.courseIds}`,
      ),
    )
    .groupBy(enrolments.studentId, courses.id, courses.title)
    .orderBy(asc(courses.title), asc(courses.id));
  for (const { studentId, ...row } of rows) {
    const list = byStudent.get(studentId) ?? [];
    list.push(row);
    byStudent.set(studentId, list);
  }
  return byStudent;
}
