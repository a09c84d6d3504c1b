import { count, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { loginAttempts } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { seedDemo } from "../seed/index.ts";
import { openTestDatabase } from "../test/harness.ts";
import { LoginLimiter } from "./login-limiter.ts";

const config = loadConfig({
  LOG_LEVEL: "silent",
  DATA_DIR: "/nonexistent-test-dir",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "40",
});
let now = Date.parse("2026-03-02T08:00:00Z");
let delays: number[] = [];
let first: Database;
let second: Database;
let drop: () => Promise<void>;
/** Two server processes on one database. */
let servers: FastifyInstance[] = [];

const limiterFor = (database: Database) =>
  new LoginLimiter(database.db, {
    maxPerMinute: config.loginMaxFailuresPerMinute,
    maxPerAddress: config.loginMaxFailuresPerAddress,
    now: () => now,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });

beforeAll(async () => {
  const opened = await openTestDatabase({ from: "demo" });
  first = opened.database;
  drop = opened.drop;
  await first.migrate();
  await seedDemo(first.db);
  // On PostgreSQL the second process has its own pool; PGlite is one connection, shared.
  second = opened.url ? await openDatabase({ url: opened.url }) : first;
  servers = [
    await buildApp(config, first, { limiter: limiterFor(first) }),
    await buildApp(config, second, { limiter: limiterFor(second) }),
  ];
});
afterAll(async () => {
  for (const server of servers) await server.close();
  if (second !== first) await second.close();
  await first.close();
  await drop();
});
beforeEach(() => {
  delays = [];
});

const signIn = (server: number, email: string, password: string, address: string) =>
  servers[server]!.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: address,
  });

describe("the login limiter shared by server processes", () => {
  it("allows 10 failures a minute for one e-mail across two processes, however they arrive", async () => {
    const email = "prof@horizon.example";
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2, email, "Mauvais2026!", `192.0.2.${i + 1}`)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    let failures = statuses.filter((status) => status === 401).length;
    expect(failures).toBeLessThanOrEqual(10);
    for (let i = 0; failures < 20; i++) {
      const response = await signIn(i % 2, email, "Mauvais2026!", `192.0.2.${100 + i}`);
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
      failures++;
    }
    expect(failures).toBe(10);

    for (const server of [0, 1]) {
      const blocked = await signIn(server, email, DEMO_PASSWORD, "192.0.2.250");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({
        code: "TOO_MANY_ATTEMPTS",
        message: "Trop de tentatives de connexion. Veuillez réessayer dans une minute.",
      });
    }
    now += 61_000;
    expect((await signIn(1, email, DEMO_PASSWORD, "192.0.2.250")).statusCode).toBe(200);
  });

  it("blocks one e-mail from one address without delaying the address's other users", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2, "prof@ata.example", `Essai${i}2026!`, "198.51.100.5")).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(0, "prof@ata.example", DEMO_PASSWORD, "198.51.100.5")).statusCode).toBe(429);
    expect((await signIn(1, "admin@ata.example", DEMO_PASSWORD, "198.51.100.5")).statusCode).toBe(200);
    expect(delays).toEqual(Array(10).fill(0));
  });

  it("never locks a school's address: others' failures are slowed, every account still signs in (issue 41)", async () => {
    const school = "203.0.113.7";
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2, `eleve${i}@ata.example`, DEMO_PASSWORD, school)).statusCode).toBe(401);
    }
    expect((await signIn(0, "admin@horizon.example", DEMO_PASSWORD, school)).statusCode).toBe(200);
    for (let i = 10; i < 40; i++) {
      expect((await signIn(i % 2, `eleve${i}@ata.example`, DEMO_PASSWORD, school)).statusCode).toBe(401);
    }
    // Past the address's limit (40 here), each failure waits the longest delay.
    expect(delays).toEqual([
      ...Array(10).fill(0),
      ...Array.from({ length: 29 }, (_, i) => (i + 1) * 100),
      5_000,
    ]);
    // 100 more failures from the school: still not one refusal, and its other users sign in.
    for (let i = 40; i < 140; i++) {
      expect((await signIn(i % 2, `eleve${i}@ata.example`, DEMO_PASSWORD, school)).statusCode).toBe(401);
    }
    expect((await signIn(1, "admin@horizon.example", DEMO_PASSWORD, school)).statusCode).toBe(200);
    expect((await signIn(0, "admin@ata.example", DEMO_PASSWORD, school)).statusCode).toBe(200);
  });

  it("caps the delay of a busy address at 5 seconds", () => {
    const limiter = limiterFor(first);
    expect(limiter.delayAfter(10)).toBe(0);
    expect(limiter.delayAfter(11)).toBe(100);
    expect(limiter.delayAfter(39)).toBe(2_900);
    expect(limiter.delayAfter(40)).toBe(5_000);
    expect(limiter.delayAfter(1_000)).toBe(5_000);
  });

  it("deletes the failures older than a minute", async () => {
    now += 61_000;
    await signIn(0, "inconnu@ata.example", DEMO_PASSWORD, "192.0.2.77");
    const cutoff = new Date(now - 60_000);
    const [old] = await first.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(lt(loginAttempts.at, cutoff));
    const [all] = await first.db.select({ n: count() }).from(loginAttempts);
    expect(Number(old?.n)).toBe(0);
    expect(Number(all?.n)).toBe(3);
  });
});
