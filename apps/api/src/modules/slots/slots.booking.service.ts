import {
  type CreateSlotBody,
  SLOT_MESSAGES,
  type SlotDetail,
  type UpdateSlotBody,
} from "@campus/contracts/slots";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { requireSlotAccess, seesEverySlot } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { assertTeacherOfCourse } from "../course-links/index.ts";
import { findCallerTeacherId } from "../teacher-cards/index.ts";
import { publishSlotChanged, type SlotDeps } from "./slots.events.ts";
import {
  assertMayForce,
  assertNoLearnerConflict,
  auditForcedBooking,
  type ForcedBooking,
} from "./slots.learners.service.ts";
import { getSlot } from "./slots.queries.ts";
import { MAX_SLOT_MS, type SlotRow } from "./slots.rows.queries.ts";

// Booking a slot: creating it and changing its times, room or teacher, each in one transaction
// with its audit entry.

/** "salle  101 " → "salle 101"; empty → null. */
function normaliseRoom(room: string | null | undefined): string | null {
  const cleaned = room?.replace(/\s+/g, " ").trim();
  return cleaned ? cleaned : null;
}

/** Serialises the bookings of a company: the checks and the write of concurrent transactions. */
export async function lockBookings(tx: Executor, ctx: Ctx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slots:${ctx.companyId}`}))`);
}

function assertTimes(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    throw new AppError("VALIDATION", { field: "endsAt", message: SLOT_MESSAGES.endBeforeStart });
  }
  if (end.getTime() - start.getTime() > MAX_SLOT_MS) {
    throw new AppError("VALIDATION", { field: "endsAt", message: SLOT_MESSAGES.tooLong });
  }
}

/**
 * Refuses a booking that overlaps another slot (not cancelled) of the same teacher or in the same
 * room. Call it under the bookings' lock (`lockBookings`).
 */
async function assertNoBookingConflict(
  tx: Executor,
  ctx: Ctx,
  booking: { start: Date; end: Date; teacherId: string | null; room: string | null; excludeId?: string },
): Promise<void> {
  if (!booking.teacherId && !booking.room) return;
  const clash = await tx
    .select({ teacherId: slots.teacherId, room: slots.room })
    .from(slots)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        ne(slots.status, "cancelled"),
        booking.excludeId ? ne(slots.id, booking.excludeId) : undefined,
        lt(slots.startsAt, booking.end),
        gt(slots.endsAt, booking.start),
        gt(slots.startsAt, new Date(booking.start.getTime() - MAX_SLOT_MS)),
        or(
          booking.teacherId ? eq(slots.teacherId, booking.teacherId) : undefined,
          booking.room ? sql`lower(${slots.room}) = lower(${booking.room})` : undefined,
        ),
      ),
    )
    .limit(5);
  if (booking.teacherId && clash.some((row) => row.teacherId === booking.teacherId)) {
    throw new AppError("SLOT_CONFLICT", { field: "teacherId", message: SLOT_MESSAGES.teacherConflict });
  }
  if (booking.room && clash.length > 0) {
    throw new AppError("SLOT_CONFLICT", { field: "room", message: SLOT_MESSAGES.roomConflict(booking.room) });
  }
}

export const slotSnapshot = (row: SlotRow) => ({
  courseId: row.courseId,
  teacherId: row.teacherId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  room: row.room,
  mode: row.mode,
  videoLink: row.videoLink,
  status: row.status,
});

/**
 * A teacher proposes a slot for a course they teach (for themself, status `proposed`); an
 * administrator creates one for any course of the company, with a teacher of that course or none,
 * proposed or directly validated.
 */
export async function createSlot(deps: SlotDeps, ctx: Ctx, body: CreateSlotBody): Promise<SlotDetail> {
  const { db, clock } = deps;
  const start = new Date(body.startsAt);
  const end = new Date(body.endsAt);
  assertTimes(start, end);
  const room = normaliseRoom(body.room);
  const admin = seesEverySlot(ctx);
  assertMayForce(ctx, body.force);
  const id = await db.transaction(async (tx) => {
    const course = await requireCourse(tx, ctx, "manage", body.courseId);
    let teacherId: string | null;
    if (admin) {
      teacherId = body.teacherId ?? null;
      if (teacherId) await assertTeacherOfCourse(tx, ctx, teacherId, course.id);
    } else {
      teacherId = await findCallerTeacherId(tx, ctx);
      if (!teacherId) throw notFound();
      if (body.teacherId && body.teacherId !== teacherId) {
        throw new AppError("FORBIDDEN", { field: "teacherId", message: SLOT_MESSAGES.teacherOnlyOwn });
      }
      if (body.status !== "proposed") {
        throw new AppError("FORBIDDEN", { field: "status", message: SLOT_MESSAGES.teacherProposesOnly });
      }
    }
    await lockBookings(tx, ctx);
    await assertNoBookingConflict(tx, ctx, { start, end, teacherId, room });
    const forced = await assertNoLearnerConflict(tx, ctx, { courseId: course.id, start, end }, body.force);
    const [row] = await tx
      .insert(slots)
      .values({
        companyId: ctx.companyId,
        courseId: course.id,
        teacherId,
        startsAt: start,
        endsAt: end,
        room,
        mode: body.mode,
        videoLink: body.videoLink,
        status: body.status,
        report: body.report,
        homework: body.homework,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error("slot insert returned nothing");
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "slot",
      entityId: row.id,
      after: slotSnapshot(row),
    });
    await auditForcedBooking(tx, ctx, row.id, forced);
    await publishSlotChanged(
      tx,
      deps,
      ctx,
      { id: row.id, courseId: row.courseId, teacherIds: [teacherId], isProposal: row.status === "proposed" },
      "created",
    );
    return row.id;
  });
  return getSlot(db, clock, ctx, id);
}

/**
 * Changes a slot: a teacher of the course while it is proposed or validated (once held, only its
 * report and homework), an administrator at any time but once cancelled. Times, room and teacher
 * are checked against the other bookings; only an administrator changes the teacher.
 */
export async function updateSlot(
  deps: SlotDeps,
  ctx: Ctx,
  id: string,
  body: UpdateSlotBody,
): Promise<SlotDetail> {
  const { db, clock } = deps;
  assertMayForce(ctx, body.force);
  await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, id, "manage", { lock: true });
    const before = access.slot;
    if (before.status === "cancelled") {
      throw new AppError("CONFLICT", { message: SLOT_MESSAGES.cancelledReadOnly });
    }
    const start = body.startsAt ? new Date(body.startsAt) : before.startsAt;
    const end = body.endsAt ? new Date(body.endsAt) : before.endsAt;
    const room = body.room !== undefined ? normaliseRoom(body.room) : before.room;
    const teacherId = body.teacherId !== undefined ? body.teacherId : before.teacherId;
    const teacherChanged = teacherId !== before.teacherId;
    const timesChanged =
      start.getTime() !== before.startsAt.getTime() || end.getTime() !== before.endsAt.getTime();
    const bookingChanged =
      timesChanged || (room ?? "").toLowerCase() !== (before.room ?? "").toLowerCase() || teacherChanged;
    const logisticsChanged =
      bookingChanged ||
      (body.mode !== undefined && body.mode !== before.mode) ||
      (body.videoLink !== undefined && body.videoLink !== before.videoLink);

    if (teacherChanged && !access.isAdmin) {
      throw new AppError("FORBIDDEN", { field: "teacherId", message: SLOT_MESSAGES.teacherOnlyOwn });
    }
    if (before.status === "held" && logisticsChanged && !access.isAdmin) {
      throw new AppError("CONFLICT", { message: SLOT_MESSAGES.heldTimesLocked });
    }
    let forced: ForcedBooking | null = null;
    if (bookingChanged) {
      assertTimes(start, end);
      if (teacherChanged && teacherId) await assertTeacherOfCourse(tx, ctx, teacherId, before.courseId);
      await lockBookings(tx, ctx);
      await assertNoBookingConflict(tx, ctx, { start, end, teacherId, room, excludeId: id });
      if (timesChanged) {
        const booking = { courseId: before.courseId, start, end, excludeId: id };
        forced = await assertNoLearnerConflict(tx, ctx, booking, body.force);
      }
    }
    const [after] = await tx
      .update(slots)
      .set({
        teacherId,
        startsAt: start,
        endsAt: end,
        room,
        ...(body.mode !== undefined ? { mode: body.mode } : {}),
        ...(body.videoLink !== undefined ? { videoLink: body.videoLink } : {}),
        ...(body.report !== undefined ? { report: body.report } : {}),
        ...(body.homework !== undefined ? { homework: body.homework } : {}),
        updatedBy: ctx.userId,
        updatedAt: clock.now(),
        // The iCalendar SEQUENCE: a calendar that subscribed replaces its copy of a moved slot.
        ...(bookingChanged ? { sequence: sql`${slots.sequence} + 1` } : {}),
      })
      .where(eq(slots.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "slot",
      entityId: id,
      before: { ...slotSnapshot(before), report: before.report, homework: before.homework },
      after: { ...slotSnapshot(after), report: after.report, homework: after.homework },
    });
    await auditForcedBooking(tx, ctx, id, forced);
    const teacherIds = [before.teacherId, after.teacherId];
    const change = bookingChanged ? "moved" : "updated";
    const changed = { id, courseId: after.courseId, teacherIds, isProposal: after.status === "proposed" };
    await publishSlotChanged(tx, deps, ctx, changed, change);
  });
  return getSlot(db, clock, ctx, id);
}
