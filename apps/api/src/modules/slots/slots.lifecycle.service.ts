import {
  SLOT_MESSAGES,
  SLOT_TRANSITIONS,
  type SlotDetail,
  type SlotStatus,
  type SlotStatusBody,
} from "@campus/contracts/slots";
import { eq, sql } from "drizzle-orm";
import { slots } from "../../db/schema/index.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { lockBookings } from "./slots.booking.service.ts";
import { publishSlotChanged, type SlotDeps } from "./slots.events.ts";
import {
  assertMayForce,
  assertNoLearnerConflict,
  auditForcedBooking,
  type ForcedBooking,
} from "./slots.learners.service.ts";
import { getSlot } from "./slots.queries.ts";

/**
 * Moves a slot along its lifecycle (SLOT_TRANSITIONS): an illegal move answers 409, a move the
 * caller's role may not make 403, marking held before the start 409. Validating a proposal checks
 * that its learners have no other slot at the time (an administrator may force it with a reason).
 */
export async function changeSlotStatus(
  deps: SlotDeps,
  ctx: Ctx,
  id: string,
  { status: to, force }: SlotStatusBody,
): Promise<SlotDetail> {
  const { db, clock } = deps;
  assertMayForce(ctx, force);
  await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, id, "manage", { lock: true });
    const from = access.slot.status as SlotStatus;
    const rule = SLOT_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);
    if (!rule)
      throw new AppError("CONFLICT", { field: "status", message: SLOT_MESSAGES.illegalTransition(from, to) });
    const allowed = rule.by === "admin" ? access.isAdmin : access.isAdmin || access.isSlotTeacher;
    if (!allowed)
      throw new AppError("FORBIDDEN", { field: "status", message: SLOT_MESSAGES.transitionForbidden });
    if (to === "held" && access.slot.startsAt.getTime() > clock.now().getTime()) {
      throw new AppError("CONFLICT", { field: "status", message: SLOT_MESSAGES.notStarted });
    }
    const isValidation = from === "proposed" && to === "validated";
    let forced: ForcedBooking | null = null;
    if (isValidation) {
      await lockBookings(tx, ctx);
      const { courseId, startsAt: start, endsAt: end } = access.slot;
      forced = await assertNoLearnerConflict(tx, ctx, { courseId, start, end, excludeId: id }, force);
    }
    await tx
      .update(slots)
      .set({
        status: to,
        updatedBy: ctx.userId,
        updatedAt: clock.now(),
        sequence: sql`${slots.sequence} + 1`,
      })
      .where(eq(slots.id, id));
    await recordAudit(tx, ctx, {
      action: "status",
      entity: "slot",
      entityId: id,
      before: { status: from },
      after: { status: to },
    });
    await auditForcedBooking(tx, ctx, id, forced);
    const { courseId, teacherId } = access.slot;
    // A validated proposal arrives on its students' timetables; a refused one never was there.
    const change = isValidation ? "validated" : to === "cancelled" ? "cancelled" : "status";
    const isProposal = from === "proposed" && !isValidation;
    await publishSlotChanged(tx, deps, ctx, { id, courseId, teacherIds: [teacherId], isProposal }, change);
  });
  return getSlot(db, clock, ctx, id);
}
