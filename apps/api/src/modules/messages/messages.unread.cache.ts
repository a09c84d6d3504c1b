import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { ExpiringCache } from "../../platform/expiring-cache.ts";
import { countUnreadConversations } from "./messages.queries.ts";

const MAX_ENTRIES = 50_000;

/**
 * The header bell's count (`GET /api/messages/unread-count`) from this process's memory. Every change of
 * a user's count publishes `unread.changed` to them (a message or an announcement received, a
 * conversation read), which every process hears on commit: the process listens for the users whose count
 * it keeps, and forgets the count. The routes that change counts also forget them here at once, before
 * answering. A count is kept `ttlMs` at most (a correspondent's deleted account changes it silently).
 */
export class UnreadCounts {
  private readonly counts: ExpiringCache<{ companyId: string; count: number }>;
  /** The users whose events this process listens to: their unsubscribe functions. */
  private readonly watched = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    clock: Clock,
    private readonly options: { ttlMs: number },
  ) {
    this.counts = new ExpiringCache(clock, { ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES });
  }

  /** The caller's count when this process keeps it, without waiting for anything. */
  kept(ctx: Ctx): number | undefined {
    const hit = this.counts.peek(ctx.userId);
    return hit?.companyId === ctx.companyId ? hit.count : undefined;
  }

  /** The caller's number of conversations with unread messages. */
  async get(ctx: Ctx): Promise<number> {
    const known = this.kept(ctx);
    if (known !== undefined) return known;
    const load = async () => ({
      companyId: ctx.companyId,
      count: await countUnreadConversations(this.db, ctx.companyId, ctx.userId),
    });
    if (this.options.ttlMs <= 0) return (await load()).count;
    // Listening before reading: an event that arrives during the read keeps the read from being stored.
    this.watch(ctx.userId);
    const kept = await this.counts.get(ctx.userId, load);
    if (kept.companyId === ctx.companyId) return kept.count;
    return (await load()).count;
  }

  /** Forgets a user's count (it changed). */
  drop(userId: string): void {
    this.counts.drop(userId);
  }

  /** Forgets every count (an announcement changed many). */
  clear(): void {
    this.counts.clear();
  }

  close(): void {
    for (const stop of this.watched.values()) stop();
    this.watched.clear();
    this.counts.clear();
  }

  private watch(userId: string): void {
    if (this.watched.has(userId)) return;
    if (this.watched.size >= MAX_ENTRIES) this.close();
    const stop = this.bus.subscribe(userId, (event) => {
      if (event.type === "unread.changed") this.counts.drop(userId);
    });
    this.watched.set(userId, stop);
  }
}
