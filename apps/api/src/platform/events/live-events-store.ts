import { and, arrayContains, asc, eq, gt, inArray, lt, max, min, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { liveEvents } from "../../db/schema/index.ts";
import type { BusEvent, DeliveredEvent } from "./event-bus.ts";

// The only code that reads or writes the live_events table.

export const LIVE_EVENTS_CHANNEL = "live_events";
/** NOTIFY refuses payloads of 8000 bytes or more: a larger event is announced by its id alone. */
const MAX_PAYLOAD_BYTES = 7900;

type Row = typeof liveEvents.$inferSelect;

/** A row as an event: rows are written by `insertAndNotify` only, from events typed by the contract. */
const toDelivered = (row: Row) =>
  ({
    id: String(row.id),
    companyId: row.companyId,
    userIds: row.userIds,
    type: row.type,
    data: row.data,
  }) as DeliveredEvent;

/**
 * Inserts the events and NOTIFYs each in one statement of the caller's transaction: PostgreSQL
 * delivers the notifications on commit only, never for a rolled-back write. A payload is the whole
 * event when it fits, else its id (the listeners then load it).
 */
export async function insertAndNotify(
  executor: Executor,
  events: BusEvent[],
  createdAt: Date,
): Promise<void> {
  const at = createdAt.toISOString();
  // User ids are validated uuids (see publish), so the array literal cannot be broken out of.
  const rows = events.map(
    (event) =>
      sql`(${event.companyId}, ${`{${event.userIds.join(",")}}`}::uuid[], ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${at}::timestamptz)`,
  );
  await executor.execute(sql`
    with inserted as (
      insert into live_events (company_id, user_ids, type, data, created_at)
      values ${sql.join(rows, sql`, `)}
      returning id, company_id, user_ids, type, data
    ), payload as (
      select id, json_build_object(
        'id', id::text, 'companyId', company_id, 'userIds', user_ids, 'type', type, 'data', data
      )::text as text from inserted
    )
    select pg_notify(${LIVE_EVENTS_CHANNEL}, case
      when octet_length(text) <= ${MAX_PAYLOAD_BYTES} then text
      else json_build_object('id', id::text)::text
    end) from payload order by id`);
}

/** The events of these ids (announced by id only), in id order. */
export async function loadEvents(executor: Executor, ids: string[]): Promise<DeliveredEvent[]> {
  const rows = await executor
    .select()
    .from(liveEvents)
    .where(inArray(liveEvents.id, ids.map(Number)))
    .orderBy(asc(liveEvents.id));
  return rows.map(toDelivered);
}

async function eventsAfterWhere(executor: Executor, where: SQL | undefined, limit: number) {
  const rows = await executor.select().from(liveEvents).where(where).orderBy(asc(liveEvents.id)).limit(limit);
  return rows.map(toDelivered);
}

/** Every event after `afterId`, at most `limit`, in id order (a listener catching up after a reconnect). */
export function eventsAfter(executor: Executor, afterId: number, limit: number): Promise<DeliveredEvent[]> {
  return eventsAfterWhere(executor, gt(liveEvents.id, afterId), limit);
}

/** One user's events after `afterId`, at most `limit`, in id order. */
export function userEventsAfter(
  executor: Executor,
  userId: string,
  afterId: number,
  limit: number,
): Promise<DeliveredEvent[]> {
  return eventsAfterWhere(
    executor,
    and(arrayContains(liveEvents.userIds, [userId]), gt(liveEvents.id, afterId)),
    limit,
  );
}

/** The oldest id still kept, or null when nothing is. */
export async function firstEventId(executor: Executor): Promise<number | null> {
  const [row] = await executor.select({ first: min(liveEvents.id) }).from(liveEvents);
  return row?.first === null || row?.first === undefined ? null : Number(row.first);
}

/** The newest id, or 0 when nothing is kept. */
export async function lastEventId(executor: Executor): Promise<number> {
  const [row] = await executor.select({ last: max(liveEvents.id) }).from(liveEvents);
  return Number(row?.last ?? 0);
}

/** Deletes the events created before `cutoff`. */
export async function deleteEventsBefore(executor: Executor, cutoff: Date): Promise<void> {
  await executor.delete(liveEvents).where(lt(liveEvents.createdAt, cutoff));
}

/** SQL: the company's live events older than `cutoff` (the retention of personal data). */
const liveEventsBefore = (companyId: string, cutoff: Date) =>
  and(eq(liveEvents.companyId, companyId), lt(liveEvents.createdAt, cutoff));

/** How many of the company's live events are older than `cutoff`. */
export async function countLiveEventsBefore(db: Executor, companyId: string, cutoff: Date): Promise<number> {
  return countRows(db, liveEvents, liveEventsBefore(companyId, cutoff));
}

/** Deletes the company's live events older than `cutoff`; answers how many. */
export async function deleteLiveEventsBefore(db: Executor, companyId: string, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(liveEvents)
    .where(liveEventsBefore(companyId, cutoff))
    .returning({ id: liveEvents.id });
  return rows.length;
}
