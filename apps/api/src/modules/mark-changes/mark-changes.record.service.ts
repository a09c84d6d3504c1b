import type { AttendanceState, GradeState } from "@campus/contracts/history";
import type { Executor } from "../../db/client.ts";
import { markChanges } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";

// The history of the grades and the attendance marks: one row per learner whose mark really changed,
// written by the module that changes the mark, inside its transaction.

interface ChangeBase {
  studentId: string;
  courseId: string;
  reason?: string | null;
}
export interface GradeChange extends ChangeBase {
  evaluationId: string;
  before: number | null;
  after: number | null;
}
export interface AttendanceChange extends ChangeBase {
  slotId: string;
  before: AttendanceState | null;
  after: AttendanceState | null;
}

/** Rows per statement: far under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

async function insertChanges(db: Executor, rows: (typeof markChanges.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(markChanges).values(rows.slice(start, start + CHUNK));
  }
}

const gradeState = (value: number | null): GradeState | null => (value === null ? null : { value });

/** Records the grades whose value changed (the others are left out), by the caller, at `changedAt`. */
export async function recordGradeChanges(
  db: Executor,
  ctx: Ctx,
  changedAt: Date,
  changes: readonly GradeChange[],
): Promise<void> {
  const rows = changes
    .filter((change) => change.before !== change.after)
    .map((change) => ({
      companyId: ctx.companyId,
      kind: "grade",
      studentId: change.studentId,
      courseId: change.courseId,
      evaluationId: change.evaluationId,
      before: gradeState(change.before),
      after: gradeState(change.after),
      authorId: ctx.userId,
      changedAt,
      reason: change.reason ?? null,
    }));
  await insertChanges(db, rows);
}

const sameAttendance = (a: AttendanceState | null, b: AttendanceState | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.status === b.status &&
    a.lateMinutes === b.lateMinutes &&
    a.excused === b.excused);

/** Records the attendance marks that changed (status, lateness or excuse), by the caller. */
export async function recordAttendanceChanges(
  db: Executor,
  ctx: Ctx,
  changedAt: Date,
  changes: readonly AttendanceChange[],
): Promise<void> {
  const rows = changes
    .filter((change) => !sameAttendance(change.before, change.after))
    .map((change) => ({
      companyId: ctx.companyId,
      kind: "attendance",
      studentId: change.studentId,
      courseId: change.courseId,
      slotId: change.slotId,
      before: change.before,
      after: change.after,
      authorId: ctx.userId,
      changedAt,
      reason: change.reason ?? null,
    }));
  await insertChanges(db, rows);
}
