import { personName } from "@campus/contracts/people";
import { canForceSlot, LEARNER_CONFLICT_FIELD, SLOT_MESSAGES, type SlotForce } from "@campus/contracts/slots";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { coursesOfEnrolledStudents } from "../course-links/index.ts";
import { studentNames } from "../student-cards/index.ts";
import { MAX_SLOT_MS } from "./slots.rows.queries.ts";

// Learners are never double-booked: a slot's enrolled students may have no other slot (not
// cancelled) at the same time, in any course, unless an administrator forces it with a reason.

interface LearnerBooking {
  courseId: string;
  start: Date;
  end: Date;
  excludeId?: string;
}

/** A booking made over the learners' other slots, to audit once the slot's id is known. */
export interface ForcedBooking {
  reason: string;
  students: { id: string; name: string }[];
}

/** Only an administrator may force a booking: anyone else asking to is refused (403), conflict or not. */
export function assertMayForce(ctx: Ctx, force: SlotForce | undefined): void {
  if (force && !canForceSlot(ctx.roles)) {
    throw new AppError("FORBIDDEN", { field: "force", message: SLOT_MESSAGES.forceForbidden });
  }
}

/** The students of the course with another slot overlapping the booking, by name (one query). */
async function doubleBookedStudents(tx: Executor, ctx: Ctx, booking: LearnerBooking) {
  const links = coursesOfEnrolledStudents(tx, ctx.companyId, booking.courseId);
  const names = studentNames(tx, ctx.companyId);
  return tx
    .selectDistinct({ id: names.id, firstname: names.firstname, lastname: names.lastname })
    .from(links)
    .innerJoin(
      slots,
      and(
        eq(slots.courseId, links.courseId),
        eq(slots.companyId, ctx.companyId),
        ne(slots.status, "cancelled"),
        booking.excludeId ? ne(slots.id, booking.excludeId) : undefined,
        lt(slots.startsAt, booking.end),
        gt(slots.endsAt, booking.start),
        gt(slots.startsAt, new Date(booking.start.getTime() - MAX_SLOT_MS)),
      ),
    )
    .innerJoin(names, eq(names.id, links.studentId))
    .orderBy(asc(names.lastname), asc(names.firstname), asc(names.id));
}

/**
 * Refuses (409 SLOT_CONFLICT, the learners' names in `details`) a booking whose students have
 * another slot at the time; returns what to audit when an administrator forced it. Call it under
 * the bookings' lock (`lockBookings`).
 */
export async function assertNoLearnerConflict(
  tx: Executor,
  ctx: Ctx,
  booking: LearnerBooking,
  force: SlotForce | undefined,
): Promise<ForcedBooking | null> {
  const clashing = await doubleBookedStudents(tx, ctx, booking);
  if (clashing.length === 0) return null;
  const students = clashing.map((student) => ({ id: student.id, name: personName(student) }));
  if (force) return { reason: force.reason, students };
  throw new AppError("SLOT_CONFLICT", {
    message: SLOT_MESSAGES.learnerConflict(students.length),
    details: students.map((student) => ({ field: LEARNER_CONFLICT_FIELD, message: student.name })),
  });
}

/** The audit line of a forced booking: who forced, why, and which learners are double-booked. */
export async function auditForcedBooking(
  tx: Executor,
  ctx: Ctx,
  slotId: string,
  forced: ForcedBooking | null,
): Promise<void> {
  if (!forced) return;
  await recordAudit(tx, ctx, {
    action: "force-booking",
    entity: "slot",
    entityId: slotId,
    after: { reason: forced.reason, students: forced.students },
  });
}
