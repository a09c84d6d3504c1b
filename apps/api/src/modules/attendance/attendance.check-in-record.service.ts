import type { CheckInResult, SignatureVia } from "@campus/contracts/check-in";
import type { AttendanceState } from "@campus/contracts/history";
import { hasStaffRole } from "@campus/contracts/roles";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance, attendanceSignatures } from "../../db/schema/index.ts";
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
      const studentAtSlot = and(
        eq(attendance.slotId, slot.id),
        eq(attendance.studentId, studentId),
        eq(attendance.companyId, ctx.companyId),
      );
      const [previous] = await tx.select().from(attendance).where(studentAtSlot).for("update");
      await tx
        .insert(attendance)
        .values({
          slotId: slot.id,
          studentId,
          companyId: ctx.companyId,
          status,
          lateMinutes,
          markedBy: ctx.userId,
          markedAt: now,
          source: "signature",
        })
        .onConflictDoUpdate({
          target: [attendance.slotId, attendance.studentId],
          set: {
            status,
            lateMinutes,
            markedBy: ctx.userId,
            markedAt: now,
            source: "signature",
            excused: false,
            excuseReason: null,
            excusedBy: null,
            excusedAt: null,
          },
        });
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
        userIds: await rollCallWatchers(tx, ctx, slot),
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
