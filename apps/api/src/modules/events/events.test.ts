import { liveEventSchemas } from "@campus/contracts/events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { DatabaseEventBus } from "../../platform/events/database-event-bus.ts";
import type { BusEvent } from "../../platform/events/event-bus.ts";
import { closeGracefully } from "../../platform/graceful-close.ts";
import { openSession, openSessionIds, resolveCaller } from "../../platform/sessions.ts";
import { openEventStream, within } from "../../test/event-stream-client.ts";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";
import { MAX_STREAMS_PER_SESSION } from "./events.routes.ts";

const STUDENT = "apprenant@ata.example";
const TEACHER = "prof@ata.example";
const ADMIN = "admin@ata.example";

let t: TestApp;
let clock: FakeClock;
/** Publishes as any server process would: a bus of its own on the same database. */
let publisher: DatabaseEventBus;
let baseUrl: string;
let studentId: string;

async function userId(token: string): Promise<string> {
  return (await t.as({ token }).get("/api/auth/me")).json<{ id: string }>().id;
}

function unreadChanged(userIds: string[], count: number): BusEvent {
  return { companyId: "ata", userIds, type: "unread.changed", data: { count } };
}
/** An event too large for a NOTIFY payload (a field the contract does not have, for its size). */
function withNote(userIds: string[], count: number, note: string): BusEvent {
  const event = { companyId: "ata", userIds, type: "unread.changed" as const, data: { count, note } };
  return event;
}

beforeAll(async () => {
  clock = new FakeClock();
  t = await createTestApp({}, { clock, seed: demoAccounts });
  publisher = new DatabaseEventBus(t.database, clock);
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  studentId = await userId(await t.signIn(STUDENT));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the bus's events, typed by the contract", () => {
  it("refuses a misspelt type or field at the type check (an unused @ts-expect-error fails it), as the contract's schemas do", () => {
    const ids = { companyId: "ata", userIds: [] };
    const misspelt: BusEvent[] = [
      // @ts-expect-error: no such event
      { ...ids, type: "slot.chnaged", data: { count: 1 } },
      // @ts-expect-error: no such field in unread.changed
      { ...ids, type: "unread.changed", data: { cuont: 1 } },
      // @ts-expect-error: a field of the wrong type
      { ...ids, type: "unread.changed", data: { count: "1" } },
    ];
    const right: BusEvent = { ...ids, type: "unread.changed", data: { count: 1 } };
    const schemas: Record<string, { safeParse(data: unknown): { success: boolean } }> = liveEventSchemas;
    const contractAccepts = (event: BusEvent) => schemas[event.type]?.safeParse(event.data).success === true;
    expect(misspelt.map(contractAccepts)).toEqual([false, false, false]);
    expect(contractAccepts(right)).toBe(true);
  });
});

describe("GET /api/events", () => {
  it("answers 401 without a token, or with an unknown one", async () => {
    expect((await t.as(null).get("/api/events")).statusCode).toBe(401);
    expect((await t.as({ token: "nope" }).get("/api/events")).statusCode).toBe(401);
  });

  it("streams an event once its transaction commits, never one from a rolled-back transaction", async () => {
    const stream = await openEventStream(baseUrl, bearer(await t.signIn(STUDENT)));
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers["cache-control"]).toBe("no-store");
    expect(stream.headers["x-accel-buffering"]).toBe("no");
    // The app's security headers are kept on a hijacked response.
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");

    await expect(
      t.database.db.transaction(async (tx) => {
        await publisher.publish(tx, unreadChanged([studentId], 666));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await t.database.db.transaction((tx) => publisher.publish(tx, unreadChanged([studentId], 3)));

    // Commit order is delivery order: had the rolled-back event been sent, it would come first.
    const event = await stream.next();
    expect(event.event).toBe("unread.changed");
    expect(event.data).toEqual({ count: 3 });
    expect(event.id).toMatch(/^\d+$/);
    stream.close();
  });

  it("delivers in commit order a burst, and an event too large for a NOTIFY payload (loaded by id)", async () => {
    const stream = await openEventStream(baseUrl, bearer(await t.signIn(STUDENT)));
    const note = "é".repeat(5_000);
    await t.database.db.transaction(async (tx) => {
      for (let count = 100; count < 130; count++) {
        await publisher.publish(tx, unreadChanged([studentId], count));
      }
      await publisher.publish(tx, withNote([studentId], 130, note));
    });
    await publisher.publish(t.database.db, unreadChanged([studentId], 131));
    const counts: number[] = [];
    let large: unknown;
    for (let i = 0; i < 32; i++) {
      const { data } = await stream.next();
      const { count } = data as { count: number };
      counts.push(count);
      if (count === 130) large = data;
    }
    expect(counts).toEqual(Array.from({ length: 32 }, (_, i) => 100 + i));
    expect(large).toEqual({ count: 130, note });
    stream.close();
  });

  it("writes several events of one publish in one statement, delivered in their order, a large one among them", async () => {
    const stream = await openEventStream(baseUrl, bearer(await t.signIn(STUDENT)));
    const note = "é".repeat(5_000);
    const events = [
      unreadChanged([studentId], 200),
      withNote([studentId], 201, note),
      unreadChanged([studentId], 202),
      unreadChanged([], 999),
    ];
    await t.database.db.transaction((tx) => publisher.publish(tx, ...events));
    await publisher.publish(t.database.db, unreadChanged([studentId], 203));
    const received: unknown[] = [];
    for (let i = 0; i < 4; i++) received.push((await stream.next()).data);
    expect(received).toEqual([{ count: 200 }, { count: 201, note }, { count: 202 }, { count: 203 }]);
    stream.close();
  });

  it("replays what a reconnecting stream missed after Last-Event-ID, only the user's own", async () => {
    const token = await t.signIn(STUDENT);
    const teacherId = await userId(await t.signIn(TEACHER));
    const first = await openEventStream(baseUrl, bearer(token));
    await publisher.publish(t.database.db, unreadChanged([studentId], 1));
    const seen = await first.next();
    first.close();
    await first.ended;

    await publisher.publish(t.database.db, unreadChanged([studentId], 2));
    await publisher.publish(t.database.db, unreadChanged([teacherId], 99));
    await publisher.publish(t.database.db, unreadChanged([studentId, teacherId], 3));

    const again = await openEventStream(baseUrl, { ...bearer(token), "last-event-id": seen.id ?? "" });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((event) => event.data)).toEqual([{ count: 2 }, { count: 3 }]);
    // Live events follow the replay.
    await publisher.publish(t.database.db, unreadChanged([studentId], 4));
    expect((await again.next()).data).toEqual({ count: 4 });
    again.close();
  });

  it("tells a stream to resync when what it missed is no longer kept, or its Last-Event-ID is unknown", async () => {
    const token = await t.signIn(STUDENT);
    const stream = await openEventStream(baseUrl, bearer(token));
    await publisher.publish(t.database.db, unreadChanged([studentId], 10));
    const old = await stream.next();
    stream.close();
    await publisher.publish(t.database.db, unreadChanged([studentId], 11));
    clock.advance(25 * 60 * 60 * 1000);
    await publisher.publish(t.database.db, unreadChanged([studentId], 12));
    await publisher.prune();

    const late = await openEventStream(baseUrl, { ...bearer(token), "last-event-id": old.id ?? "" });
    expect(await late.next()).toMatchObject({ event: "resync", data: {} });
    late.close();

    const odd = await openEventStream(baseUrl, { ...bearer(token), "last-event-id": "not-an-id" });
    expect((await odd.next()).event).toBe("resync");
    odd.close();
  });

  it("ends the stream of a session that logs out, not the user's other sessions", async () => {
    const token = await t.login(STUDENT);
    const other = await openEventStream(baseUrl, bearer(await t.signIn(STUDENT)));
    const stream = await openEventStream(baseUrl, bearer(token));
    expect((await t.as({ token }).post("/api/auth/logout")).statusCode).toBe(204);
    await within(stream.ended, 2_000, "stream of the logged-out session");

    await publisher.publish(t.database.db, unreadChanged([studentId], 20));
    expect((await other.next()).data).toEqual({ count: 20 });
    other.close();
  });

  it("ends the other sessions' streams when the user changes their password", async () => {
    const token = await t.login(TEACHER);
    const stream = await openEventStream(baseUrl, bearer(token));
    const changer = await t.login(TEACHER);
    const changed = await t
      .as({ token: changer })
      .post("/api/profile/password", { currentPassword: "Demo2026!", newPassword: "Nouveau2026!" });
    expect(changed.statusCode).toBe(200);
    await within(stream.ended, 2_000, "stream of the other session");
  });

  it("ends the streams of an account an administrator disables", async () => {
    const token = await t.login("apprenant@ata.example");
    const stream = await openEventStream(baseUrl, bearer(token));
    const disabled = await t.as(ADMIN).post(`/api/users/${studentId}/disable`);
    expect(disabled.statusCode).toBe(200);
    await within(stream.ended, 2_000, "stream of the disabled account");
    expect((await openEventStream(baseUrl, bearer(token))).status).toBe(401);
    expect((await t.as(ADMIN).post(`/api/users/${studentId}/enable`)).statusCode).toBe(200);
  });
});

describe("streams per session (issue 41)", () => {
  it("holds at most 5 streams of one session: a sixth closes the oldest, told not to come back", async () => {
    const token = await t.login(ADMIN);
    const adminId = await userId(token);
    const other = await openEventStream(baseUrl, bearer(await t.login(ADMIN)));
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 1; i++) {
      const stream = await openEventStream(baseUrl, bearer(token));
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const [oldest, ...kept] = streams;
    expect((await oldest!.next(2_000)).event).toBe("replaced");
    await within(oldest!.ended, 2_000, "the session's oldest stream");

    await publisher.publish(t.database.db, {
      companyId: "ata",
      userIds: [adminId],
      type: "unread.changed",
      data: { count: 7 },
    });
    for (const stream of [...kept, other]) expect((await stream.next()).data).toEqual({ count: 7 });
    for (const stream of [...kept, other]) stream.close();
  });
});

describe("the heartbeat's session check", () => {
  it("counts as closed a session expired or whose account was deleted", async () => {
    const [account] = await t.database.db
      .insert(users)
      .values({ companyId: "ata", email: "ephemere@ata.example", passwordHash: "x", roles: ["student"] })
      .returning({ id: users.id });
    const lifetimeMs = 60_000;
    const sessionOf = async (userId: string) => {
      const token = await openSession(t.database.db, clock, { userId, lifetimeMs, ip: "::1", userAgent: "" });
      return (await resolveCaller(t.database.db, clock, token))!.sessionId;
    };
    const kept = await sessionOf(studentId);
    const deleted = await sessionOf(account!.id);
    expect(await openSessionIds(t.database.db, clock, [kept, deleted])).toEqual(new Set([kept, deleted]));

    await t.database.db.delete(users).where(eq(users.id, account!.id));
    expect(await openSessionIds(t.database.db, clock, [kept, deleted])).toEqual(new Set([kept]));
    const later = new FakeClock(new Date(clock.now().getTime() + lifetimeMs));
    expect(await openSessionIds(t.database.db, later, [kept])).toEqual(new Set());
  });
});

describe("closing the server", () => {
  it("ends the open streams instead of waiting for them", async () => {
    const own = await createTestApp({}, { seed: demoAccounts });
    try {
      const url = await own.app.listen({ port: 0, host: "127.0.0.1" });
      const stream = await openEventStream(url, bearer(await own.signIn(STUDENT)));
      expect(stream.status).toBe(200);
      const startedAt = Date.now();
      await closeGracefully(own.app, 30_000);
      await within(stream.ended, 1_000, "stream at close");
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      await own.close();
    }
  }, 120_000);
});
