import {
  CHECK_IN_MESSAGES,
  type CheckInBody,
  type CheckInResult,
  type OnSiteSignatureBody,
  type RemoteSignatureBody,
} from "@campus/contracts/check-in";
import { isRemoteSigningMode, type SlotMode } from "@campus/contracts/slot-labels";
import { eq } from "drizzle-orm";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { selectEnrolments } from "../course-links/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { readTicket } from "./attendance.check-in-codes.service.ts";
import { recordStudentSignature } from "./attendance.check-in-record.service.ts";
import { type CheckInDeps, requireOpen } from "./attendance.check-in-window.queries.ts";
import { signaturePng } from "./attendance.signature-png.rules.ts";

// The student's signature: after a good code (ticket), on the teacher's screen, or from a distance.

/** The student's signature after a good code: the ticket says which slot and when they arrived; used once. */
export async function checkIn(deps: CheckInDeps, ctx: Ctx, body: CheckInBody): Promise<CheckInResult> {
  const { db, clock } = deps;
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  const ticket = readTicket(
    (await deps.settings.of(ctx.companyId)).secret,
    body.ticket,
    ctx.userId,
    clock.now(),
  );
  const { png } = signaturePng(body.signature);
  const { slot } = await requireSlotAccess(db, ctx, ticket.slotId, "read");
  if (slot.status !== "validated" && slot.status !== "held") {
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.slotNotHeld });
  }
  return recordStudentSignature(deps, ctx, {
    slot,
    studentId: student.id,
    arrivedAt: new Date(ticket.arrivedAt),
    via: "phone",
    png,
    alreadyMessage: CHECK_IN_MESSAGES.alreadySigned,
  });
}

/** « Faire signer ici »: a student of the course signs on the teacher's screen while check-in is open. */
export async function signOnSite(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
  body: OnSiteSignatureBody,
): Promise<CheckInResult> {
  const { db, clock } = deps;
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const { png } = signaturePng(body.signature);
  const now = clock.now();
  requireOpen(slot, (await deps.settings.of(ctx.companyId)).opensMinutes, now);
  const enrolments = selectEnrolments(db, ctx.companyId, slot.courseId).as("enrolments");
  const enrolled = await db
    .select({ studentId: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.studentId, body.studentId));
  if (enrolled.length === 0) {
    throw new AppError("VALIDATION", { field: "studentId", message: CHECK_IN_MESSAGES.notEnrolled });
  }
  return recordStudentSignature(deps, ctx, {
    slot,
    studentId: body.studentId,
    arrivedAt: now,
    via: "teacher-screen",
    png,
    alreadyMessage: CHECK_IN_MESSAGES.studentAlreadySigned,
  });
}

/**
 * A student's signature from a distance (the live banner or the live course page): a distance or hybrid
 * slot of a course they follow, validated or held, while it runs, no code. Present, or late with the
 * minutes since the start. Refusals count with the wrong codes (5 a minute per student and slot).
 */
export async function signRemotely(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
  body: RemoteSignatureBody,
): Promise<CheckInResult> {
  const { db, clock } = deps;
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  const { png } = signaturePng(body.signature);
  try {
    return await deps.attempts.attempt({ strict: [`check-in:${ctx.userId}:${slotId}`] }, async () => {
      // Another company's slot, or a course the student does not follow: 404.
      const { slot } = await requireSlotAccess(db, ctx, slotId, "read");
      if (!isRemoteSigningMode(slot.mode as SlotMode))
        throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.onSiteSlot });
      if (slot.status !== "validated" && slot.status !== "held") {
        throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.slotNotHeld });
      }
      const now = clock.now();
      if (now < slot.startsAt)
        throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.remoteNotStarted });
      if (now > slot.endsAt) throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.closed });
      return recordStudentSignature(deps, ctx, {
        slot,
        studentId: student.id,
        arrivedAt: now,
        via: "remote",
        png,
        alreadyMessage: CHECK_IN_MESSAGES.alreadySigned,
      });
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_ATTEMPTS") {
      throw new AppError("TOO_MANY_REQUESTS", { message: CHECK_IN_MESSAGES.tooManyRemoteAttempts });
    }
    throw error;
  }
}
