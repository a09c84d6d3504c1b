import {
  CHECK_IN_MESSAGES,
  type CheckInDisplay,
  type TeacherSignatureBody,
} from "@campus/contracts/check-in";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendanceSignatures } from "../../db/schema/index.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, violatedUniqueConstraint } from "../../platform/errors.ts";
import { getUserNames } from "../users/index.ts";
import { checkInCode, windowEnd, windowOf } from "./attendance.check-in-codes.service.ts";
import { type CheckInDeps, checkInState, checkInTimes } from "./attendance.check-in-window.queries.ts";
import { signaturePng } from "./attendance.signature-png.rules.ts";

// The teacher's side of check-in: the projector's screen and the teacher's own signature of the sheet.

async function teacherSignatureOf(db: Executor, ctx: Ctx, slotId: string) {
  const [row] = await db
    .select({ signedBy: attendanceSignatures.signedBy, signedAt: attendanceSignatures.signedAt })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.companyId, ctx.companyId),
        eq(attendanceSignatures.slotId, slotId),
        isNull(attendanceSignatures.studentId),
      ),
    );
  if (!row) return null;
  const name = (await getUserNames(db, [row.signedBy])).get(row.signedBy);
  return {
    name: `${name?.firstname ?? ""} ${name?.lastname ?? ""}`.trim() || "—",
    signedAt: row.signedAt.toISOString(),
  };
}

/** The projector's screen: the slot's current code while check-in is open (teacher of the course or administrator). */
export async function getCheckInDisplay(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
): Promise<CheckInDisplay> {
  const { db, clock } = deps;
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const { secret, opensMinutes } = await deps.settings.of(ctx.companyId);
  const now = clock.now();
  const state = checkInState(slot, opensMinutes, now);
  const { opensAt, closesAt } = checkInTimes(slot, opensMinutes);
  const window = windowOf(now);
  const isOpen = state === "open";
  return {
    slotId,
    state,
    code: isOpen ? checkInCode(secret, slotId, window) : null,
    codeExpiresAt: isOpen ? windowEnd(window).toISOString() : null,
    serverTime: now.toISOString(),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    teacherSignature: await teacherSignatureOf(db, ctx, slotId),
  };
}

/** The teacher's (or an administrator's) signature of the sheet, once the slot has started; given once. */
export async function signAsTeacher(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
  body: TeacherSignatureBody,
): Promise<CheckInDisplay> {
  const { db, clock } = deps;
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const { png } = signaturePng(body.signature);
  const now = clock.now();
  if (slot.status !== "validated" && slot.status !== "held") {
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.slotNotHeld });
  }
  if (now < slot.startsAt)
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.teacherSignsAfterStart });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(attendanceSignatures).values({
        companyId: ctx.companyId,
        slotId,
        studentId: null,
        signedBy: ctx.userId,
        via: "teacher",
        png,
        signedAt: now,
      });
      await recordAudit(tx, ctx, {
        action: "sign",
        entity: "attendance-sheet",
        entityId: slotId,
        after: { signedAt: now.toISOString(), bytes: png.length },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "attendance_signatures_teacher") {
      throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.teacherAlreadySigned });
    }
    throw error;
  }
  return getCheckInDisplay(deps, ctx, slotId);
}
