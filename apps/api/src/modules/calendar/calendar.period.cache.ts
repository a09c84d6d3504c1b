import type { CalendarEvent } from "@campus/contracts/calendar";
import { CALENDAR_UNFILTERED_MAX } from "@campus/contracts/calendar-limits";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "../../db/client.ts";
import { calendarVersions } from "../../db/schema/index.ts";
import { inSight, type SlotSight, slotSight } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { KeptJson } from "../../platform/kept-json.ts";
import { countSlotsPerDay, periodEvents } from "../slots/index.ts";

/** The longest period kept: a week view and a little more (a month is read for its caller alone). */
const KEPT_MAX_MS = 8 * 24 * 60 * 60 * 1000;
/**
 * The most slots of a company's period kept: a week of 9,000 courses held once a week, or of a slot
 * every half hour in 40 rooms (4,000). Beyond it the period is read for each caller alone.
 */
const KEPT_MAX_EVENTS = 10_000;

type KeptPeriod = {
  version: number;
  /** The company's slots of the period in order, or null beyond KEPT_MAX_EVENTS (read per caller then). */
  events: CalendarEvent[] | null;
  /** The positions of the events of each course and of each teacher, built at the first caller's request. */
  index?: PeriodIndex;
  /** The administrators' whole answer, serialised and compressed once. */
  whole?: KeptJson;
};

interface PeriodIndex {
  byCourse: Map<string, number[]>;
  byTeacher: Map<string, number[]>;
}

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
   * company has more than KEPT_MAX_EVENTS slots in it: they are read for the caller alone then).
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
      const events = await periodEvents(db, ctx, { from, to }, undefined, KEPT_MAX_EVENTS + 1);
      period = { version, events: events.length > KEPT_MAX_EVENTS ? null : events };
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
    return JSON.stringify({ items: eventsInSight(period, period.events, sight) });
  }
}

/**
 * The caller's events of a kept period, in its order: picked by their courses and teacher records
 * through the period's index, so that a student's week costs their ten slots, not the company's 5,000.
 */
function eventsInSight(
  period: KeptPeriod,
  events: CalendarEvent[],
  sight: Exclude<SlotSight, "company">,
): CalendarEvent[] {
  period.index ??= indexPeriod(events);
  const { byCourse, byTeacher } = period.index;
  const positions = new Set<number>();
  for (const courseId of [...sight.taught, ...sight.followed])
    for (const position of byCourse.get(courseId) ?? []) positions.add(position);
  for (const teacherId of sight.own)
    for (const position of byTeacher.get(teacherId) ?? []) positions.add(position);
  const isSeen = inSight(sight);
  return [...positions]
    .sort((a, b) => a - b)
    .map((position) => events[position] as CalendarEvent)
    .filter(isSeen);
}

function indexPeriod(events: CalendarEvent[]): PeriodIndex {
  const byCourse = new Map<string, number[]>();
  const byTeacher = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, position: number) => {
    const positions = map.get(key);
    if (positions) positions.push(position);
    else map.set(key, [position]);
  };
  events.forEach((event, position) => {
    add(byCourse, event.course.id, position);
    if (event.teacher) add(byTeacher, event.teacher.id, position);
  });
  return { byCourse, byTeacher };
}

/** The company's calendar version, or undefined without its row (nothing is kept then). */
async function calendarVersion(db: Executor, companyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: calendarVersions.version })
    .from(calendarVersions)
    .where(eq(calendarVersions.companyId, companyId));
  return row?.version;
}
