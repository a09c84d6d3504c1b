import { HEARTBEAT_SECONDS } from "@campus/contracts/content";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { timeCounters } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";

const PARIS_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" });
/** Rows written by one statement. */
const FLUSH_CHUNK = 5_000;
/** Pending rows that start a flush without waiting for the timer. */
const FLUSH_AT_ROWS = 5_000;

export interface Beat {
  userId: string;
  companyId: string;
  /** null: time on the site only. */
  courseId: string | null;
  activity: "page" | "replay" | "live";
}

interface Row {
  userId: string;
  companyId: string;
  day: string;
  /** '' for time on the site, else the course's id. */
  scope: string;
  /** The previous heartbeat of this row seen by this process (ms), or null when it saw none. */
  lastBeatAt: number | null;
  /** Seconds counted since the last flush, not yet written. */
  seconds: number;
  replaySeconds: number;
  liveSeconds: number;
}

/**
 * Seconds since the row's stored last heartbeat, never more than what this process counted: the cap
 * that keeps the totals right when several processes buffer heartbeats of the same row (each adds
 * its own count, and together they never add more than the time that passed since the stored beat).
 */
const capped = (column: string) =>
  sql.raw(
    `least(excluded.${column}, greatest(0, floor(extract(epoch from excluded.last_beat_at - time_counters.last_beat_at))))::int`,
  );

/**
 * The time counters of this process, kept in memory and written in batches: one multi-row upsert
 * every few seconds (and on shutdown) instead of one statement per heartbeat.
 *
 * The rules are those of one heartbeat at a time: one row per (user, Paris day, site or course); a
 * row's first heartbeat counts HEARTBEAT_SECONDS; each next one adds at most HEARTBEAT_SECONDS and
 * never more than the time since the previous one (replay and live seconds the same, by activity).
 * The previous heartbeat is remembered here across flushes while the row is active. A row this
 * process has not seen lately (start-up, or another process served its previous heartbeats) is
 * capped again by the database: the upsert adds at most the time since the row's stored last beat.
 * Several processes each buffer their own heartbeats; the upsert adds to the stored row, so the
 * totals are the sum of what each counted, within that cap.
 */
export class TimeCounterBuffer {
  private rows = new Map<string, Row>();
  private pending = 0;
  private dayOf = { minute: -1, day: "" };
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: { flushEveryMs: number; onError?: (error: unknown) => void },
  ) {
    this.timer =
      options.flushEveryMs > 0 ? setInterval(() => void this.flush(), options.flushEveryMs).unref() : null;
  }

  /** Counts one heartbeat of the site, and of the course when given (its access already checked). */
  add(beat: Beat): void {
    const now = this.clock.now().getTime();
    const day = this.parisDay(now);
    this.count(beat, day, "", now);
    if (beat.courseId) this.count(beat, day, beat.courseId, now);
    if (this.pending >= FLUSH_AT_ROWS) void this.flush();
  }

  /** The Paris day of `now`, worked out once a minute (Paris days start on a whole UTC minute). */
  private parisDay(now: number): string {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.dayOf.minute) this.dayOf = { minute, day: PARIS_DAY.format(now) };
    return this.dayOf.day;
  }

  private count(beat: Beat, day: string, scope: string, now: number): void {
    const key = `${beat.userId}|${day}|${scope}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        userId: beat.userId,
        companyId: beat.companyId,
        day,
        scope,
        lastBeatAt: null,
        seconds: 0,
        replaySeconds: 0,
        liveSeconds: 0,
      };
      this.rows.set(key, row);
    }
    const since = row.lastBeatAt === null ? HEARTBEAT_SECONDS : Math.floor((now - row.lastBeatAt) / 1000);
    const added = Math.min(HEARTBEAT_SECONDS, Math.max(0, since));
    if (row.seconds === 0 && row.replaySeconds === 0 && row.liveSeconds === 0 && added > 0) this.pending += 1;
    row.seconds += added;
    if (beat.activity === "replay") row.replaySeconds += added;
    if (beat.activity === "live") row.liveSeconds += added;
    row.lastBeatAt = Math.max(row.lastBeatAt ?? now, now);
  }

  /** Writes what was counted (one upsert per FLUSH_CHUNK rows); resolves once it is stored. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    const now = this.clock.now().getTime();
    const due: Row[] = [];
    for (const [key, row] of this.rows) {
      if (row.seconds > 0 || row.replaySeconds > 0 || row.liveSeconds > 0) due.push({ ...row });
      row.seconds = 0;
      row.replaySeconds = 0;
      row.liveSeconds = 0;
      // A row idle for a whole period needs no memory: its next heartbeat counts a full period anyway.
      if (row.lastBeatAt === null || now - row.lastBeatAt > HEARTBEAT_SECONDS * 1000) this.rows.delete(key);
    }
    this.pending = 0;
    for (let start = 0; start < due.length; start += FLUSH_CHUNK) {
      const chunk = due.slice(start, start + FLUSH_CHUNK);
      try {
        await this.upsert(chunk);
      } catch (error) {
        this.restore(chunk);
        this.options.onError?.(error);
      }
    }
  }

  /** One statement for the chunk: nine arrays (unnest), not nine parameters per row. */
  private upsert(chunk: Row[]) {
    const column = <T>(value: (row: Row) => T) => sql.param(chunk.map(value));
    return this.db.execute(sql`
      insert into ${timeCounters} (user_id, day, scope, company_id, course_id, seconds, replay_seconds, live_seconds, last_beat_at)
      select * from unnest(
        ${column((row) => row.userId)}::uuid[], ${column((row) => row.day)}::date[],
        ${column((row) => row.scope)}::text[], ${column((row) => row.companyId)}::text[],
        ${column((row) => (row.scope === "" ? null : row.scope))}::uuid[],
        ${column((row) => row.seconds)}::int[], ${column((row) => row.replaySeconds)}::int[],
        ${column((row) => row.liveSeconds)}::int[],
        ${column((row) => new Date(row.lastBeatAt ?? 0).toISOString())}::timestamptz[])
      on conflict (user_id, day, scope) do update set
        seconds = time_counters.seconds + ${capped("seconds")},
        replay_seconds = time_counters.replay_seconds + ${capped("replay_seconds")},
        live_seconds = time_counters.live_seconds + ${capped("live_seconds")},
        last_beat_at = greatest(time_counters.last_beat_at, excluded.last_beat_at)`);
  }

  /** A write failed (database unreachable): its counts go back in memory for the next flush. */
  private restore(chunk: Row[]): void {
    for (const lost of chunk) {
      const key = `${lost.userId}|${lost.day}|${lost.scope}`;
      const row = this.rows.get(key);
      if (!row) {
        this.rows.set(key, lost);
        this.pending += 1;
        continue;
      }
      if (row.seconds === 0 && row.replaySeconds === 0 && row.liveSeconds === 0) this.pending += 1;
      row.seconds += lost.seconds;
      row.replaySeconds += lost.replaySeconds;
      row.liveSeconds += lost.liveSeconds;
    }
  }
}
