import { CHECK_IN_MESSAGES, type CheckInTicket, type VerifyCheckInBody } from "@campus/contracts/check-in";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { enrolmentLinks } from "../course-links/index.ts";
import { slotTimes } from "../slots/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { issueTicket, matchCode } from "./attendance.check-in-codes.service.ts";
import { type CheckInDeps, requireOpen, signedAndCourseTitle } from "./attendance.check-in-window.queries.ts";

// The student's code (typed, or read from the QR code): which slot it opens, rate limited.

/** An expired code is recognised this far back (one hour of windows), to say « expiré » rather than « faux ». */
const EXPIRED_LOOK_BACK_WINDOWS = 240;

/** The ids of the caller's slots whose check-in is open now (courses they follow, validated or held). */
async function openSlotsOfStudent(
  db: Executor,
  ctx: Ctx,
  studentId: string,
  opensMinutes: number,
  now: Date,
) {
  const enrolled = enrolmentLinks(db, ctx.companyId);
  const slot = slotTimes(db, ctx.companyId);
  const rows = await db
    .select({ id: slot.id })
    .from(slot)
    .innerJoin(enrolled, and(eq(enrolled.courseId, slot.courseId), eq(enrolled.studentId, studentId)))
    .where(
      and(
        inArray(slot.status, ["validated", "held"]),
        lte(slot.startsAt, new Date(now.getTime() + opensMinutes * 60_000)),
        gte(slot.endsAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Finds the slot a code opens for the student, or throws the French reason it does not. */
async function slotOfCode(
  db: Db,
  ctx: Ctx,
  studentId: string,
  body: VerifyCheckInBody,
  now: Date,
  { secret, opensMinutes }: { secret: Buffer; opensMinutes: number },
) {
  // The student's open slots are read only when the code's slot is not the one given.
  const openSlots = () => openSlotsOfStudent(db, ctx, studentId, opensMinutes, now);
  const wrong = (message: string) => new AppError("VALIDATION", { field: "code", message });
  if (body.slotId) {
    // Another company's slot, or a course the student does not follow: 404.
    const { slot } = await requireSlotAccess(db, ctx, body.slotId, "read");
    requireOpen(slot, opensMinutes, now);
    const match = matchCode(secret, slot.id, body.code, now, EXPIRED_LOOK_BACK_WINDOWS);
    if (match === "valid") return slot;
    if (match === "expired") throw wrong(CHECK_IN_MESSAGES.expiredCode);
    const other = (await openSlots()).some((id) => matchCode(secret, id, body.code, now, 1) === "valid");
    throw wrong(other ? CHECK_IN_MESSAGES.otherSlot : CHECK_IN_MESSAGES.wrongCode);
  }
  const open = await openSlots();
  if (open.length === 0)
    throw new AppError("CONFLICT", { field: "code", message: CHECK_IN_MESSAGES.noOpenSlot });
  let isExpired = false;
  for (const id of open) {
    const match = matchCode(secret, id, body.code, now, EXPIRED_LOOK_BACK_WINDOWS);
    if (match === "valid") return (await requireSlotAccess(db, ctx, id, "read")).slot;
    if (match === "expired") isExpired = true;
  }
  throw wrong(isExpired ? CHECK_IN_MESSAGES.expiredCode : CHECK_IN_MESSAGES.wrongCode);
}

/**
 * A student's code (typed, or read from the QR code with its slot): the current or previous code of a
 * slot of theirs whose check-in is open. Answers a ticket for the signature. Wrong codes are counted
 * per student and slot: beyond 5 a minute, refused.
 */
export async function verifyCheckInCode(
  deps: CheckInDeps,
  ctx: Ctx,
  body: VerifyCheckInBody,
): Promise<CheckInTicket> {
  const { db, clock } = deps;
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  const key = `check-in:${ctx.userId}:${body.slotId ?? "typed"}`;
  try {
    return await deps.attempts.attempt({ strict: [key] }, async () => {
      const now = clock.now();
      const settings = await deps.settings.of(ctx.companyId);
      const slot = await slotOfCode(db, ctx, student.id, body, now, settings);
      const { signed, courseTitle } = await signedAndCourseTitle(db, ctx, slot, student.id);
      if (signed) throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.alreadySigned });
      const { ticket, expiresAt } = issueTicket(settings.secret, {
        slotId: slot.id,
        userId: ctx.userId,
        arrivedAt: now.getTime(),
      });
      return {
        ticket,
        expiresAt: expiresAt.toISOString(),
        slot: {
          id: slot.id,
          courseTitle,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        },
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_ATTEMPTS") {
      throw new AppError("TOO_MANY_REQUESTS", { field: "code", message: CHECK_IN_MESSAGES.tooManyAttempts });
    }
    throw error;
  }
}
