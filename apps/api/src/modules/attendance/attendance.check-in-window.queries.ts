import { CHECK_IN_MESSAGES, type CheckInState } from "@campus/contracts/check-in";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { attendanceSignatures } from "../../db/schema/index.ts";
import type { SlotAccess } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { companyCheckIn } from "./attendance.check-in-codes.service.ts";

// Signed check-in, what its commands share: the dependencies, when a slot's check-in is open, whether a student signed.

export interface CheckInDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** Counts the wrong codes per student and slot (5 a minute). */
  attempts: LoginLimiter;
}

export type SlotRow = SlotAccess["slot"];

/** An expired code is recognised this far back (one hour of windows), to say « expiré » rather than « faux ». */
const _EXPIRED_LOOK_BACK_WINDOWS = 240;

export async function opensMinutesOf(db: Executor, companyId: string): Promise<number> {
  return (await companyCheckIn(db, companyId)).opensMinutes;
}

export function checkInTimes(slot: Pick<SlotRow, "startsAt" | "endsAt">, opensMinutes: number) {
  return { opensAt: new Date(slot.startsAt.getTime() - opensMinutes * 60_000), closesAt: slot.endsAt };
}

export function checkInState(
  slot: Pick<SlotRow, "startsAt" | "endsAt" | "status">,
  opensMinutes: number,
  now: Date,
): CheckInState {
  if (slot.status !== "validated" && slot.status !== "held") return "unavailable";
  const { opensAt, closesAt } = checkInTimes(slot, opensMinutes);
  if (now < opensAt) return "upcoming";
  if (now > closesAt) return "closed";
  return "open";
}

const STATE_MESSAGES: Record<Exclude<CheckInState, "open">, string> = {
  upcoming: CHECK_IN_MESSAGES.notOpenYet,
  closed: CHECK_IN_MESSAGES.closed,
  unavailable: CHECK_IN_MESSAGES.slotNotHeld,
};

export function requireOpen(slot: SlotRow, opensMinutes: number, now: Date): void {
  const state = checkInState(slot, opensMinutes, now);
  if (state !== "open") throw new AppError("CONFLICT", { message: STATE_MESSAGES[state] });
}

export async function hasSigned(db: Executor, ctx: Ctx, slotId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendanceSignatures.id })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.companyId, ctx.companyId),
        eq(attendanceSignatures.slotId, slotId),
        eq(attendanceSignatures.studentId, studentId),
      ),
    );
  return row !== undefined;
}
