import type { CheckInResult, SignatureVia } from "@campus/contracts/check-in";
import type { AttendanceState } from "@campus/contracts/history";
import { hasStaffRole } from "@campus/contracts/roles";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendanceSignatures } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, violatedUniqueConstraint } from "../../platform/errors.ts";
import { teachingLinks } from "../course-links/index.ts";
import { recordAttendanceChanges } from "../mark-changes/index.ts";
import { teacherAccounts } from "../teacher-cards/index.ts";
import type { CheckInDeps, SlotRow } from "./attendance.check-in-window.queries.ts";

// A student's signature recorded: never replacing one, present or late, history, audit and live event.

/** Who sees the slot's roll call fill in: the course's teachers and the slot's teacher with an account, and the caller. */
async function rollCallWatchers(tx: Executor, ctx: Ctx, slot: SlotRow): Promise<string[]> {
  const accounts = teacherAccounts(tx, ctx.companyId);
  const links = teachingLinks(tx, ctx.companyId);
  const rows = await tx
    .selectDistinct({ userId: accounts.userId })
    .from(accounts)
    .where(
      or(
        inArray(
          accounts.id,
          tx.select({ id: links.teacherId }).from(links).where(eq(links.courseId, slot.courseId)),
        ),
        slot.teacherId ? eq(accounts.id, slot.teacherId) : undefined,
      ),
    );
  const ids = new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null));
  if (hasStaffRole(ctx.roles)) ids.add(ctx.userId);
  return [...ids];
}

interface PreviousMark {
  status: string;
  lateMinutes: number | null;
  excused: boolean;
  source: string;
}

/**
 * Marks the student present or late by their signature, in one statement: the mark as it was (locked,
 * for the history and the audit) and the upsert that replaces it (a teacher's excuse is cleared). The
 * insert reads `previous`, so that the lock is taken before the row is written.
 */
async function markSigned(
  tx: Executor,
  ctx: Ctx,
  mark: { slotId: string; studentId: string; status: string; lateMinutes: number | null; now: Date },
): Promise<PreviousMark | undefined> {
  const result = await tx.execute(sql`
    with previous as (
      select status, late_minutes, excused, source from attendance
      where company_id = ${ctx.companyId} and slot_id = ${mark.slotId} and student_id = ${mark.studentId}
      for update
    ), marked as (
      insert into attendance (slot_id, student_id, company_id, status, late_minutes, marked_by, marked_at, source)
      select ${mark.slotId}, ${mark.studentId}, ${ctx.companyId}, ${mark.status}, ${mark.lateMinutes}::int,
        ${ctx.userId}, ${mark.now.toISOString()}::timestamptz, 'signature'
      where (select count(*) from previous) >= 0
      on conflict (slot_id, student_id) do update set
        status = excluded.status, late_minutes = excluded.late_minutes, marked_by = excluded.marked_by,
        marked_at = excluded.marked_at, source = excluded.source,
        excused = false, excuse_reason = null, excused_by = null, excused_at = null
      returning 1
    )
    select status, late_minutes as "lateMinutes", excused, source from previous`);
  return (result.rows as unknown as PreviousMark[])[0];
}

/** Minutes after the start, counted when the student arrived; under one minute is on time. */
export const lateMinutesAt = (startsAt: Date, arrivedAt: Date): number =>
  Math.max(0, Math.floor((arrivedAt.getTime() - startsAt.getTime()) / 60_000));

/**
 * Stores a student's signature (never replacing one) and marks them present, or late with the minutes,
 * in one transaction with the history, the audit and the live event to the teachers.
 */
export async function recordStudentSignature(
  deps: CheckInDeps,
  ctx: Ctx,
  input: {
    slot: SlotRow;
    studentId: string;
    arrivedAt: Date;
    via: SignatureVia;
    png: Buffer;
    alreadyMessage: string;
  },
): Promise<CheckInResult> {
  const { slot, studentId } = input;
  const now = deps.clock.now();
  const minutes = lateMinutesAt(slot.startsAt, input.arrivedAt);
  const status = minutes >= 1 ? "late" : "present";
  const lateMinutes = status === "late" ? minutes : null;
  // Read before the transaction, so that it holds its locks no longer than its writes.
  const watchers = await rollCallWatchers(deps.db, ctx, slot);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(attendanceSignatures).values({
        companyId: ctx.companyId,
        slotId: slot.id,
        studentId,
        signedBy: ctx.userId,
        via: input.via,
        png: input.png,
        signedAt: now,
      });
      const previous = await markSigned(tx, ctx, { slotId: slot.id, studentId, status, lateMinutes, now });
      const before: AttendanceState | null = previous
        ? {
            status: previous.status as AttendanceState["status"],
            lateMinutes: previous.lateMinutes,
            excused: previous.excused,
          }
        : null;
      await recordAttendanceChanges(tx, ctx, now, [
        {
          slotId: slot.id,
          studentId,
          courseId: slot.courseId,
          before,
          after: { status, lateMinutes, excused: false },
        },
      ]);
      await recordAudit(tx, ctx, {
        action: "sign",
        entity: "attendance",
        entityId: `${slot.id}:${studentId}`,
        before: previous
          ? { status: previous.status, lateMinutes: previous.lateMinutes, source: previous.source }
          : null,
        after: { status, lateMinutes, via: input.via, signedAt: now.toISOString(), bytes: input.png.length },
      });
      await deps.bus.publish(tx, {
        companyId: ctx.companyId,
        userIds: watchers,
        type: "attendance.signed",
        data: { slotId: slot.id, studentId },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "attendance_signatures_student") {
      throw new AppError("CONFLICT", { message: input.alreadyMessage });
    }
    throw error;
  }
  return { slotId: slot.id, status, lateMinutes, signedAt: now.toISOString() };
}
