import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client.ts";
import type { Clock } from "./clock.ts";
import { type Caller, findSession } from "./sessions.ts";
import { hashToken } from "./tokens.ts";

/** The channel the database triggers of migration 0014 NOTIFY with a user id when their access changes. */
export const SESSION_CACHE_CHANNEL = "campus_session_cache";

/**
 * Tells every process, once the transaction commits, that these users' accounts changed in a way no
 * trigger of SESSION_CACHE_CHANNEL watches (their profile): each forgets their sessions and what it
 * cached of them (`follow`). Called by every update of the users table.
 */
export async function announceAccountChanged(executor: Executor, userIds: readonly string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    await executor.execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${userId})`);
  }
}

interface Entry {
  caller: Caller;
  /** Until when the entry is believed: the session's own expiry or the cache's period, the sooner. */
  until: number;
}

export interface SessionCacheOptions {
  /** How long a resolved session is believed without asking the database; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * The sign-in sessions this process resolved lately, so that an authenticated request runs no session
 * query. Each process LISTENs on SESSION_CACHE_CHANNEL: a logout, a password change, a disabled or
 * deleted account or a role change anywhere drops the user's entries at once, in every process.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Bumped on every drop: a lookup that overlapped one does not store what it read. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly followers: Array<(userId: string | null) => void> = [];

  constructor(
    private readonly database: Pick<Database, "db" | "listen">,
    private readonly clock: Clock,
    private readonly options: SessionCacheOptions,
  ) {}

  /** Listens for the changes (resolves once the LISTEN is in place). */
  async start(): Promise<void> {
    if (this.options.ttlMs <= 0) return;
    this.stopListening = await this.database.listen(SESSION_CACHE_CHANNEL, {
      onNotify: (userId) => this.dropUser(userId),
      // Notifications may have been lost while the connection was down.
      onReconnect: () => this.clear(),
      applicationName: "campus-sessions",
    });
  }

  /**
   * Another of this process's caches of what a user may see (their profile…) that must forget a user
   * whenever their sessions are forgotten (`userId`), or everything (`null`), whatever the cause.
   */
  follow(listener: (userId: string | null) => void): void {
    this.followers.push(listener);
  }

  get size(): number {
    return this.byToken.size;
  }

  /** The caller behind a bearer token when this process still believes it, without waiting for anything. */
  cached(token: string): Caller | undefined {
    const hit = this.byToken.get(hashToken(token));
    return hit && hit.until > this.clock.now().getTime() ? hit.caller : undefined;
  }

  /** The caller behind a bearer token, or null when the token is unknown, expired, revoked or disabled. */
  async resolve(token: string): Promise<Caller | null> {
    const key = hashToken(token);
    const now = this.clock.now().getTime();
    const hit = this.byToken.get(key);
    if (hit && hit.until > now) return hit.caller;
    if (hit) this.forget(key, hit.caller.userId);
    const generation = this.generation;
    const found = await findSession(this.database.db, this.clock, key);
    if (!found) return null;
    if (this.options.ttlMs > 0 && this.stopListening && generation === this.generation) {
      this.store(key, { caller: found.caller, until: Math.min(found.expiresAt, now + this.options.ttlMs) });
    }
    return found.caller;
  }

  /** Forgets every session of a user (their access changed). */
  dropUser(userId: string): void {
    this.generation += 1;
    for (const key of this.byUser.get(userId) ?? []) this.byToken.delete(key);
    this.byUser.delete(userId);
    for (const follower of this.followers) follower(userId);
  }

  clear(): void {
    this.generation += 1;
    this.byToken.clear();
    this.byUser.clear();
    for (const follower of this.followers) follower(null);
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    this.clear();
    await stop?.();
  }

  private store(key: string, entry: Entry): void {
    if (this.byToken.size >= this.options.maxEntries) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.byToken.entries().next().value;
      if (oldest) this.forget(oldest[0], oldest[1].caller.userId);
    }
    this.byToken.set(key, entry);
    const keys = this.byUser.get(entry.caller.userId) ?? new Set();
    keys.add(key);
    this.byUser.set(entry.caller.userId, keys);
  }

  private forget(key: string, userId: string): void {
    this.byToken.delete(key);
    const keys = this.byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(userId);
  }
}
