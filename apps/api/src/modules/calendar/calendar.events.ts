import type { CalendarQuery } from "@campus/contracts/calendar";
import { CALENDAR_MAX_DAYS, CALENDAR_MESSAGES } from "@campus/contracts/calendar";
import type { Executor } from "../../db/client.ts";
import { slotVisibility } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import type { KeptJson } from "../../platform/kept-json.ts";
import type { PeriodCache } from "./calendar.period-cache.ts";
import { assertPeriod, periodEvents } from "./calendar.queries.ts";

/**
 * `GET /api/calendar/events`: the caller's calendar between two instants, as JSON. A week without
 * filters comes from the company's week kept in the process; the rest is read for the caller alone.
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
  if (Object.values(filters).every((value) => value === undefined)) {
    const kept = await periods.events(db, ctx, from, to);
    if (kept !== undefined) return kept;
  }
  const visible = await slotVisibility(db, ctx);
  return JSON.stringify({ items: await periodEvents(db, ctx, { ...query, from, to }, visible) });
}
