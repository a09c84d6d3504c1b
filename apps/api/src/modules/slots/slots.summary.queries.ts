import type { Slot } from "@campus/contracts/slots";
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isOneOf } from "../../db/code-constants.ts";
import { slots } from "../../db/schema/index.ts";
import { callerTeacherIds } from "../../platform/access/course-access.ts";
import { slotListScope } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDayStart, parisToday } from "../../platform/paris-time.ts";
import { MAX_SLOT_MS, selectSlots, toSlot } from "./slots.rows.queries.ts";

// The slot figures of the homes.

/** Slots of one teacher's day, at most (a full day is far fewer). */
const DAY_SLOTS_MAX = 30;

/**
 * How many proposed slots from today (Paris) on wait for validation within the caller's reach: the
 * total of the slot list filtered on « Proposé » over « À venir ». Counted on `slots_company_proposed`.
 */
export async function countProposedSlots(db: Db, clock: Clock, ctx: Ctx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(slots)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        isOneOf(slots.status, ["proposed"]),
        gte(slots.startsAt, parisDayStart(clock.now())),
        slotListScope(db, ctx),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The slots the signed-in teacher gives today (Paris), every status, in order: those that begin
 * today, and one that began before midnight and is still running.
 */
export async function listTeacherDaySlots(db: Db, clock: Clock, ctx: Ctx): Promise<Slot[]> {
  const today = parisToday(clock.now());
  const rows = await selectSlots(db, ctx)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        inArray(slots.teacherId, callerTeacherIds(db, ctx)),
        gt(slots.startsAt, new Date(today.start.getTime() - MAX_SLOT_MS)),
        gt(slots.endsAt, today.start),
        lt(slots.startsAt, today.end),
      ),
    )
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(DAY_SLOTS_MAX);
  return rows.map(toSlot);
}
