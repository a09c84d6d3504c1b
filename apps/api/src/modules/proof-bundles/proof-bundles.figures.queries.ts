import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { attendanceFigures } from "../attendance/index.ts";
import { countedSlotsOf, type ProofSelection } from "./proof-bundles.selection.queries.ts";

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
  const rows = await attendanceFigures(
    db,
    ctx.companyId,
    studentIds,
    selection.courseIds,
    countedSlotsOf(selection, before),
  );
  for (const { studentId, ...row } of rows) {
    const list = byStudent.get(studentId) ?? [];
    list.push(row);
    byStudent.set(studentId, list);
  }
  return byStudent;
}
