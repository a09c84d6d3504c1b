import { z } from "zod";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../clock.ts";
import { enqueueWebhookDeliveries } from "../webhooks/outbox.ts";
import type { BusEvent, DeliveredEvent, EventBus } from "./event-bus.ts";
import {
  deleteEventsBefore,
  eventsAfter,
  firstEventId,
  insertAndNotify,
  LIVE_EVENTS_CHANNEL,
  lastEventId,
  loadEvents,
  userEventsAfter,
} from "./live-events-store.ts";
import { RecentIds } from "./recent-ids.ts";

const busEventSchema = z.object({
  companyId: z.string().min(1),
  userIds: z.array(z.uuid()),
  type: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()),
});

const notificationSchema = z.union([
  busEventSchema.extend({ id: z.string().regex(/^\d+$/) }),
  z.object({ id: z.string().regex(/^\d+$/) }),
]);

const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

export interface EventBusOptions {
  /** How long events are kept for replay (`Last-Event-ID`). */
  keepMs: number;
  pruneEveryMs: number;
  /** The most events replayed to one reconnecting stream; beyond, it is told to resync. */
  replayLimit: number;
}

const DEFAULT_OPTIONS: EventBusOptions = {
  keepMs: 24 * 60 * 60 * 1000,
  pruneEveryMs: 10 * 60 * 1000,
  replayLimit: 500,
};
const CATCH_UP_BATCH = 500;

type Listener = (event: DeliveredEvent) => void;

/**
 * The bus of the application: each event is a row of `live_events` written in the transaction of
 * the change it tells about, and NOTIFYd on the same transaction, so every server process (each
 * LISTENs) hears it on commit and hands it to its own subscribers.
 */
export class DatabaseEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly delivered = new RecentIds(4096);
  private readonly options: EventBusOptions;
  /** Notifications in commit order: whole events, or ids still to load. */
  private queue: Array<DeliveredEvent | string> = [];
  private isDraining = false;
  private lastSeenId = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Pick<Database, "db" | "listen">,
    private readonly clock: Clock,
    options: Partial<EventBusOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** Starts listening (resolves once the LISTEN is in place) and pruning. */
  async start(): Promise<void> {
    this.lastSeenId = await lastEventId(this.database.db);
    this.stopListening = await this.database.listen(LIVE_EVENTS_CHANNEL, {
      onNotify: (payload) => this.handleNotification(payload),
      onReconnect: () => void this.catchUp(),
    });
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneEveryMs);
    this.pruneTimer.unref();
  }

  async publish(executor: Executor, ...events: BusEvent[]): Promise<void> {
    // Typed by the contract, checked again at run time (ids, sizes) before they are stored.
    for (const event of events) busEventSchema.parse(event);
    // The company's webhooks get theirs in the same transaction (the outbox), users or not.
    await enqueueWebhookDeliveries(executor, events, this.clock.now());
    const valid = events.filter((event) => event.userIds.length > 0);
    if (valid.length === 0) return;
    await insertAndNotify(executor, valid, this.clock.now());
  }

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  async since(userId: string, lastEventIdText: string): Promise<DeliveredEvent[] | null> {
    const parsed = lastEventIdSchema.safeParse(lastEventIdText);
    if (!parsed.success) return null;
    const afterId = parsed.data;
    // Pruning goes oldest first: if the event after the client's last is gone, so may be others.
    const first = await firstEventId(this.database.db);
    if (first === null || first > afterId + 1) return null;
    const limit = this.options.replayLimit;
    const events = await userEventsAfter(this.database.db, userId, afterId, limit + 1);
    return events.length > limit ? null : events;
  }

  /** Deletes the events older than the kept window. */
  async prune(): Promise<void> {
    try {
      await deleteEventsBefore(this.database.db, new Date(this.clock.now().getTime() - this.options.keepMs));
    } catch (error) {
      console.warn(`Événements : purge impossible (${String(error)})`);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    this.listeners.clear();
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
  }

  private handleNotification(payload: string): void {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const parsed = notificationSchema.safeParse(json);
    if (!parsed.success) return;
    // Written by `publish` only, from events typed by the contract.
    this.queue.push("type" in parsed.data ? (parsed.data as DeliveredEvent) : parsed.data.id);
    void this.drain();
  }

  /** Delivers the queue in order; the ids in it are loaded with one query per burst. */
  private async drain(): Promise<void> {
    if (this.isDraining) return;
    this.isDraining = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        const ids = batch.filter((item): item is string => typeof item === "string");
        const loaded =
          ids.length > 0 ? new Map((await loadEvents(this.database.db, ids)).map((e) => [e.id, e])) : null;
        for (const item of batch) {
          const event = typeof item === "string" ? loaded?.get(item) : item;
          if (event) this.deliver(event);
        }
      }
    } catch (error) {
      console.warn(`Événements : lecture impossible (${String(error)})`);
    } finally {
      this.isDraining = false;
    }
  }

  /** After the listening connection came back: what was committed while it was away. */
  private async catchUp(): Promise<void> {
    try {
      for (;;) {
        const events = await eventsAfter(this.database.db, this.lastSeenId, CATCH_UP_BATCH);
        for (const event of events) this.deliver(event);
        if (events.length < CATCH_UP_BATCH) return;
      }
    } catch (error) {
      console.warn(`Événements : rattrapage impossible (${String(error)})`);
    }
  }

  private deliver(event: DeliveredEvent): void {
    if (!this.delivered.add(event.id)) return;
    this.lastSeenId = Math.max(this.lastSeenId, Number(event.id));
    for (const userId of event.userIds) {
      for (const listener of this.listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          console.warn(`Événements : un abonné a échoué (${String(error)})`);
        }
      }
    }
  }
}
