import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, users } from "../db/schema/index.ts";
import { demoAccounts } from "../test/factories.ts";
import { bearer, createTestApp, type TestApp, within } from "../test/harness.ts";
import { systemClock } from "./clock.ts";
import { SessionCache } from "./session-cache.ts";
import { hashToken } from "./tokens.ts";

// The process's session cache: no session query per request, and every change of access seen at once.

let t: TestApp<Awaited<ReturnType<typeof demoAccounts>>>;
let cache: SessionCache;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  // A second cache on the same database: what another server process holds.
  cache = new SessionCache(t.database, systemClock, { ttlMs: 30_000, maxEntries: 100 });
  await cache.start();
});
afterAll(async () => {
  await cache.close();
  await t.close();
});

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });

describe("session cache", () => {
  it("serves a known session without reading it again", async () => {
    const token = await t.login("prof@ata.example");
    expect((await me(token)).statusCode).toBe(200);
    // A column no trigger watches: the database no longer knows the token, the cache still does.
    await t.database.db
      .update(authSessions)
      .set({ tokenHash: hashToken("ailleurs") })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(200);
  });

  it("keeps the session after a write that changes no access (a heartbeat)", async () => {
    const token = await t.login("apprenant@horizon.example");
    expect((await me(token)).statusCode).toBe(200);
    const beat = await t.app.inject({
      method: "POST",
      url: "/api/time/heartbeat",
      headers: bearer(token),
      payload: {},
    });
    expect(beat.statusCode).toBe(204);
    await t.database.db
      .update(authSessions)
      .set({ tokenHash: hashToken("ailleurs-aussi") })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(200);
  });

  it("keeps every session after an administrator's message, a write that changes no access", async () => {
    const token = await t.login("apprenant@horizon.example");
    const admin = await t.login("admin@horizon.example");
    expect((await me(token)).statusCode).toBe(200);
    const student = t.fixture.userId("apprenant@horizon.example");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/conversations/with/${student}/messages`,
      headers: bearer(admin),
      payload: { text: "Bonjour" },
    });
    expect(sent.statusCode).toBe(201);
    await t.database.db
      .update(authSessions)
      .set({ tokenHash: hashToken("ailleurs-encore") })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses a token at once after logout, in this process and in the other", async () => {
    const token = await t.login("admin@ata.example");
    expect((await cache.resolve(token))?.roles).toContain("admin");
    expect((await me(token)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    const ms = await within(1_000, async () => (await cache.resolve(token)) === null);
    expect(ms).toBeLessThan(1_000);
  });

  it("drops a user's sessions when their roles change, they are disabled or deleted", async () => {
    const token = await t.login("apprenant@ata.example");
    const userId = t.fixture.userId("apprenant@ata.example");
    expect((await cache.resolve(token))?.roles).toEqual(["student"]);
    await t.database.db
      .update(users)
      .set({ roles: ["student", "teacher"] })
      .where(eq(users.id, userId));
    // Both processes hear the change, each on its own notification: wait for each one.
    await within(1_000, async () => (await cache.resolve(token))?.roles.length === 2);
    await within(1_000, async () => (await me(token)).json().roles?.length === 2);
    expect((await me(token)).json().roles).toEqual(["student", "teacher"]);

    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, userId));
    await within(1_000, async () => (await cache.resolve(token)) === null);
    await within(1_000, async () => (await me(token)).statusCode === 401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("sees a forced password change and a session revoked by another process", async () => {
    const token = await t.login("direction@ata.example");
    const userId = t.fixture.userId("direction@ata.example");
    expect((await cache.resolve(token))?.mustChangePassword).toBe(false);
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
    await within(1_000, async () => (await cache.resolve(token))?.mustChangePassword === true);

    expect((await me(token)).statusCode).toBe(200);
    await t.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    await within(1_000, async () => (await me(token)).statusCode === 401);
  });

  it("keeps at most its number of entries", async () => {
    const small = new SessionCache(t.database, systemClock, { ttlMs: 30_000, maxEntries: 1 });
    await small.start();
    try {
      await small.resolve(await t.login("prof@horizon.example"));
      await small.resolve(await t.login("admin@horizon.example"));
      expect(small.size).toBe(1);
    } finally {
      await small.close();
    }
  });
});
