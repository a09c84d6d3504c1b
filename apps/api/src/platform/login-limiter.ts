import { setTimeout as wait } from "node:timers/promises";
import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { loginAttempts } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";

const WINDOW_MS = 60_000;
const PRUNE_EVERY_MS = 10_000;
/** Each failure from an address beyond `maxPerMinute` waits this much longer before its answer. */
const DELAY_STEP_MS = 100;
const MAX_DELAY_MS = 5_000;

export interface LoginLimiterOptions {
  /** Failures a minute per e-mail, per (e-mail, address) pair, per password change. */
  maxPerMinute: number;
  /**
   * Failures a minute from one address after which each of its failures waits the longest delay. An
   * address is never refused (a school shares one): only an (e-mail, address) pair or an e-mail is.
   */
  maxPerAddress: number;
  now?: () => number;
  /** Waits before a failure from a busy address is answered. */
  sleep?: (ms: number) => Promise<void>;
}

export interface AttemptKeys {
  /** Each refused after `maxPerMinute` failures. */
  strict: string[];
  /** The client's address: slowed down after `maxPerMinute` failures, never refused (issue 41). */
  address?: string;
}

/**
 * Counts failed sign-ins over a sliding minute in the database, so that every API process
 * shares the counts.
 */
export class LoginLimiter {
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly options: LoginLimiterOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => wait(ms));
  }

  /**
   * Runs `check` as one attempt: refused with TOO_MANY_ATTEMPTS when a key is over its limit,
   * counted as a failure when `check` throws.
   */
  async attempt<T>(keys: AttemptKeys, check: () => Promise<T>): Promise<T> {
    await this.pruneOccasionally();
    const addressKey = keys.address === undefined ? undefined : `address:${keys.address}`;
    // Written before counting, so that parallel attempts (any process) see each other and cannot
    // together pass the limit; removed again when the attempt succeeds or is refused.
    const reserved = await this.insert(keys.strict);
    const counts = await this.count(addressKey ? [...keys.strict, addressKey] : keys.strict);
    const addressFailures = addressKey ? (counts.get(addressKey) ?? 0) : 0;
    const isOver = keys.strict.some((key) => (counts.get(key) ?? 0) > this.options.maxPerMinute);
    if (isOver) {
      await this.remove(reserved);
      throw new AppError("TOO_MANY_ATTEMPTS");
    }
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (addressKey) {
        await this.insert([addressKey]);
        await this.sleep(this.delayAfter(addressFailures + 1));
      }
      throw error;
    }
    await this.remove(reserved);
    return result;
  }

  /**
   * Counts one request under each key (an e-mail sent: a code, a link, a reset) and refuses
   * TOO_MANY_REQUESTS when a key already has `max` requests in the minute.
   */
  async hit(keys: string[], max: number): Promise<void> {
    await this.pruneOccasionally();
    const counts = await this.count(keys);
    if (keys.some((key) => (counts.get(key) ?? 0) >= max)) throw new AppError("TOO_MANY_REQUESTS");
    await this.insert(keys);
  }

  /** How long the answer to an address's `failures`-th failure of the minute waits. */
  delayAfter(failures: number): number {
    if (failures >= this.options.maxPerAddress) return MAX_DELAY_MS;
    const excess = failures - this.options.maxPerMinute;
    return excess <= 0 ? 0 : Math.min(MAX_DELAY_MS, excess * DELAY_STEP_MS);
  }

  private async insert(keys: string[]): Promise<number[]> {
    if (keys.length === 0) return [];
    const at = new Date(this.now());
    const rows = await this.db
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, at })))
      .returning({ id: loginAttempts.id });
    return rows.map((row) => row.id);
  }

  private async remove(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
  }

  private async count(keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ key: loginAttempts.key, n: sql<number>`count(*)` })
      .from(loginAttempts)
      .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.at, new Date(this.now() - WINDOW_MS))))
      .groupBy(loginAttempts.key);
    return new Map(rows.map((row) => [row.key, Number(row.n)]));
  }

  /** Deletes the rows older than the window, at most every few seconds per process. */
  private async pruneOccasionally(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now - WINDOW_MS)));
  }
}
