import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { timeCounters } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { openTestDatabase } from "../../test/harness.ts";
import { type Beat, TimeCounterBuffer } from "./time.buffer.cache.ts";

// The heartbeats counted in memory and written in batches: the same rules as one upsert per beat,
// the flush driven by the test (no timer), and two buffers standing for two server processes.

let database: Database;
let drop: () => Promise<void>;
let userId: string;
let courseId: string;
const clock = new FakeClock();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ from: "migrated" }));
  await database.migrate();
  const accounts = await demoAccounts(database.db);
  userId = accounts.userId("apprenant@horizon.example");
  courseId = await createCourse(database.db, { companyId: "horizon", title: "Cours", studentIds: [] });
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(timeCounters);
  clock.set(new Date("2031-03-03T08:00:00.000Z"));
});

const buffer = () =>
  new TimeCounterBuffer(database.db, clock, {
    flushEveryMs: 0,
    onError: (error) => {
      throw error;
    },
  });
const beat = (activity: Beat["activity"] = "page"): Beat => ({
  userId,
  companyId: "horizon",
  courseId,
  activity,
});
const rows = () =>
  database.db
    .select()
    .from(timeCounters)
    .where(eq(timeCounters.userId, userId))
    .orderBy(timeCounters.day, timeCounters.scope);
const course = async () =>
  (
    await database.db
      .select()
      .from(timeCounters)
      .where(and(eq(timeCounters.userId, userId), eq(timeCounters.scope, courseId)))
  )[0];

describe("time counter buffer", () => {
  it("writes nothing until flushed, then one row per (user, day, scope) with the per-beat caps", async () => {
    const counters = buffer();
    counters.add(beat());
    // A burst at the same instant adds nothing.
    for (let i = 0; i < 5; i++) counters.add(beat());
    clock.advance(10_000);
    counters.add(beat("replay"));
    clock.advance(3_600_000);
    counters.add(beat("live"));
    expect(await rows()).toEqual([]);
    await counters.flush();
    const stored = await rows();
    expect(stored.map((row) => [row.scope, row.seconds, row.replaySeconds, row.liveSeconds])).toEqual([
      ["", 70, 10, 30],
      [courseId, 70, 10, 30],
    ]);
    expect(stored[0]?.lastBeatAt.toISOString()).toBe("2031-03-03T09:00:10.000Z");
    await counters.close();
  });

  it("remembers the previous beat across flushes, and adds to the stored row", async () => {
    const counters = buffer();
    counters.add(beat());
    await counters.flush();
    clock.advance(12_000);
    counters.add(beat());
    await counters.flush();
    // Nothing new: an empty flush writes nothing.
    await counters.flush();
    expect((await course())?.seconds).toBe(30 + 12);
    await counters.close();
  });

  it("counts a row it has not seen against the stored last beat (a restart, or another process)", async () => {
    const before = buffer();
    before.add(beat());
    await before.close();
    // A new process 5 s later: its first beat of the row may only add the 5 s since the stored one.
    clock.advance(5_000);
    const after = buffer();
    after.add(beat());
    await after.close();
    expect((await course())?.seconds).toBe(30 + 5);
  });

  it("adds what each of two processes counted, never more than the time that passed", async () => {
    // Two tabs of one student, their heartbeats served by two processes, 15 s apart.
    const first = buffer();
    const second = buffer();
    const start = clock.now().getTime();
    for (let s = 0; s <= 90; s += 15) {
      clock.set(new Date(start + s * 1000));
      (s % 30 === 0 ? first : second).add(beat());
    }
    await first.flush();
    await second.flush();
    // As one process would count them: 30 for the first beat, then 15 for each of the six next.
    expect((await course())?.seconds).toBe(30 + 6 * 15);
    await first.close();
    await second.close();
  });

  it("splits the rows at midnight in Paris", async () => {
    clock.set(new Date("2031-03-03T22:59:50.000Z"));
    const counters = buffer();
    counters.add(beat());
    clock.advance(20_000);
    counters.add(beat());
    await counters.close();
    const stored = await rows();
    expect(stored.filter((row) => row.scope === "").map((row) => [row.day, row.seconds])).toEqual([
      ["2031-03-03", 30],
      ["2031-03-04", 30],
    ]);
  });
});
