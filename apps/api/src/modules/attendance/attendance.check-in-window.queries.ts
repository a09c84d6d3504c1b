import { CHECK_IN_MESSAGES, type CheckInState } from "@campus/contracts/check-in";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { attendanceSignatures } from "../../db/schema/index.ts";
import type { SlotAccess } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { courseTitles } from "../course-links/index.ts";
import type { CheckInSettingsCache } from "./attendance.check-in-settings.cache.ts";

// Signed check-in, what its commands share: the dependencies, when a slot's check-in is open, whether a student signed.

export interface CheckInDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** Counts the wrong codes per student and slot (5 a minute). */
  attempts: LoginLimiter;
  /** The companies' check-in key and settings, kept a while by this process. */
  settings: CheckInSettingsCache;
}

export type SlotRow = SlotAccess["slot"];

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

/**
 * Whether the student already signed the slot, and the title of its course, in one query (the code's
 * answer shows the title; a signed student gets no ticket).
 */
export async function signedAndCourseTitle(
  db: Executor,
  ctx: Ctx,
  slot: Pick<SlotRow, "id" | "courseId">,
  studentId: string,
): Promise<{ signed: boolean; courseTitle: string }> {
  const titles = courseTitles(db, ctx.companyId);
  const [row] = await db
    .select({
      title: titles.title,
      signed: sql<boolean>`exists (${db
        .select({ id: attendanceSignatures.id })
        .from(attendanceSignatures)
        .where(
          and(
            eq(attendanceSignatures.companyId, ctx.companyId),
            eq(attendanceSignatures.slotId, slot.id),
            eq(attendanceSignatures.studentId, studentId),
          ),
        )})`,
    })
    .from(titles)
    .where(eq(titles.id, slot.courseId));
  return { signed: row?.signed === true, courseTitle: row?.title ?? "" };
}
