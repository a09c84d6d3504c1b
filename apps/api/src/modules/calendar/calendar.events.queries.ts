import type { CalendarQuery } from "@campus/contracts/calendar";
import { CALENDAR_MAX_DAYS, CALENDAR_MESSAGES } from "@campus/contracts/calendar";
import { CALENDAR_UNFILTERED_MAX } from "@campus/contracts/calendar-limits";
import type { Executor } from "../../db/client.ts";
import { seesEverySlot, slotVisibility } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import type { KeptJson } from "../../platform/kept-json.ts";
import { assertPeriod, countSlotsPerDay, periodEvents } from "../slots/index.ts";
import type { PeriodCache } from "./calendar.period.cache.ts";

/**
 * `GET /api/calendar/events`: the caller's calendar between two instants, as JSON. A week without
 * filters comes from the company's week kept in the process; the rest is read for the caller alone.
 * An administrator's unfiltered view over CALENDAR_UNFILTERED_MAX slots answers their count per day.
 */
export async function listCalendarEvents(
  db: Executor,
  periods: PeriodCache,
  ctx: Ctx,
  query: CalendarQuery,
): Promise<string | KeptJson> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  assertPeriod(from, to, CALENDAR_MAX_DAYS, CALENDAR_MESSAGES.rangeTooLong);
  const { from: _from, to: _to, ...filters } = query;
  const unfiltered = Object.values(filters).every((value) => value === undefined);
  if (unfiltered) {
    const kept = await periods.events(db, ctx, from, to);
    if (kept !== undefined) return kept;
  }
  const visible = await slotVisibility(db, ctx);
  const wholeCompany = unfiltered && seesEverySlot(ctx);
  const limit = wholeCompany ? CALENDAR_UNFILTERED_MAX + 1 : undefined;
  const items = await periodEvents(db, ctx, { ...query, from, to }, visible, limit);
  if (wholeCompany && items.length > CALENDAR_UNFILTERED_MAX) {
    return JSON.stringify({ items: [], overflow: await countSlotsPerDay(db, ctx, { from, to }) });
  }
  return JSON.stringify({ items });
}
