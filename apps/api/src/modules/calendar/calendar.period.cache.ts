import type { CalendarEvent } from "@campus/contracts/calendar";
import { CALENDAR_UNFILTERED_MAX } from "@campus/contracts/calendar-limits";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "../../db/client.ts";
import { calendarVersions } from "../../db/schema/index.ts";
import { inSight, slotSight } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { KeptJson } from "../../platform/kept-json.ts";
import { CALENDAR_MAX_ROWS, countSlotsPerDay, periodEvents } from "../slots/index.ts";

/** The longest period kept: a week view and a little more (a month is read for its caller alone). */
const KEPT_MAX_MS = 8 * 24 * 60 * 60 * 1000;

type KeptPeriod = {
  version: number;
  /** The company's slots of the period in order, or null beyond CALENDAR_MAX_ROWS (read per caller then). */
  events: CalendarEvent[] | null;
  /** The administrators' whole answer, serialised and compressed once. */
  whole?: KeptJson;
};

/**
 * The companies' calendar weeks, kept in the process: a week of a company of 200,000 slots is 1,300
 * of them, and every student, teacher and administrator of the company asks for the same week. Each
 * request reads the company's calendar version (one row, a new number on every change of its slots,
 * courses or teachers: triggers of migration 0020) and reads the week again only when it changed. So
 * every process sees a change at once, without a message between them.
 */
export class PeriodCache {
  // About 50,000 events in all (some 25 MB), whatever the number of companies and weeks asked.
  private readonly periods = new LRUCache<string, KeptPeriod>({
    max: 512,
    maxSize: 50_000,
    sizeCalculation: (period) => Math.max(1, period.events?.length ?? 0),
  });

  /**
   * The caller's events of a period of at most a week, as JSON (undefined when longer, or when the
   * company has more than CALENDAR_MAX_ROWS slots in it: they are read for the caller alone then).
   * The version is read before the slots: a change landing in between makes the kept copy newer than
   * its version, never older, and the next request reads it again.
   */
  async events(db: Executor, ctx: Ctx, from: Date, to: Date): Promise<string | KeptJson | undefined> {
    if (to.getTime() - from.getTime() > KEPT_MAX_MS) return undefined;
    const [version, sight] = await Promise.all([calendarVersion(db, ctx.companyId), slotSight(db, ctx)]);
    if (version === undefined) return undefined;
    const key = `${ctx.companyId} ${from.toISOString()} ${to.toISOString()}`;
    let period = this.periods.get(key);
    if (period?.version !== version) {
      const events = await periodEvents(db, ctx, { from, to }, undefined, CALENDAR_MAX_ROWS + 1);
      period = { version, events: events.length > CALENDAR_MAX_ROWS ? null : events };
      this.periods.set(key, period);
    }
    if (sight === "company") {
      if (period.events === null || period.events.length > CALENDAR_UNFILTERED_MAX) {
        period.whole ??= new KeptJson(
          JSON.stringify({ items: [], overflow: await countSlotsPerDay(db, ctx, { from, to }) }),
        );
      }
      period.whole ??= new KeptJson(JSON.stringify({ items: period.events }));
      return period.whole;
    }
    if (period.events === null) return undefined;
    return JSON.stringify({ items: period.events.filter(inSight(sight)) });
  }
}

/** The company's calendar version, or undefined without its row (nothing is kept then). */
async function calendarVersion(db: Executor, companyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: calendarVersions.version })
    .from(calendarVersions)
    .where(eq(calendarVersions.companyId, companyId));
  return row?.version;
}
