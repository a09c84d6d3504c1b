import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, type Db, openDatabase } from "../db/client.ts";
import { AfterAnswerQueue } from "../platform/after-answer.ts";
import type { Clock } from "../platform/clock.ts";
import type { EventBus } from "../platform/events/event-bus.ts";
import type { Mailer } from "../platform/mailer.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { seedDemo } from "../seed/index.ts";
import { CapturingMailer } from "./capturing-mailer.ts";
import { takeMigratedCopy } from "./database-pool.ts";
import { runOfTemplate, type TemplateName } from "./database-templates.ts";
import { createDatabase, dropDatabase } from "./postgres-databases.ts";

export interface TestApp<F = unknown> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The mails the app sent (a capturing mailer unless the test passed its own). */
  mailer: Mailer;
  /** What the file's fixture returned (its ids), or undefined with the demo seed or none. */
  fixture: F;
  /** Resolves once the work the requests so far handed over to run after their answer is done (e-mails). */
  settle(): Promise<void>;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** One sign-in attempt from an address of its own (expected failures never trip the rate limit): the raw answer. */
  loginAttempt(email: string, password: string): Promise<LightMyRequestResponse>;
  /** Signs in once and keeps the token for `as(email)`; returns it. */
  signIn(email: string): Promise<string>;
  /** Requests as an account of the demo password (signed in once, on first use), a raw token, or nobody (null). */
  as(who: string | { token: string } | null): Requester;
  close(): Promise<void>;
}

type Send = (url: string, payload?: object) => Promise<LightMyRequestResponse>;
export interface Requester {
  get: Send;
  post: Send;
  put: Send;
  patch: Send;
  delete: Send;
}

/** Where the global setup (test/database-templates.ts) left `name`; undefined outside Vitest's runner (a script). */
function templateOf(name: TemplateName): string | undefined {
  return process.env.VITEST ? inject("databaseTemplates")[name] : undefined;
}

/**
 * A database of its own for one test file: PGlite in memory, or a fresh database on TEST_DATABASE_URL
 * (then `url` lets a second pool, as another server process would, open the same database). `from`: an
 * empty database (the default), or a copy of the run's migrated or demo-seeded template.
 */
export async function openTestDatabase({ from }: { from?: TemplateName } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const template = from && templateOf(from);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (from === "migrated" && template) {
    // The worker's copy that its last file handed back, emptied, else a new one (test/database-pool.ts).
    const server = serverUrl ? { url: serverUrl, run: runOfTemplate(template) } : undefined;
    return { ...(await takeMigratedCopy(template, server)), drop: async () => {} };
  }
  if (!serverUrl) {
    const dump = template ? new Blob([readFileSync(template)]) : undefined;
    return { database: await openDatabase({ template: dump }), drop: async () => {} };
  }
  const name = `t_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(serverUrl, name, template);
  const database = await openDatabase({ url });
  return { database, url, drop: () => dropDatabase(serverUrl, name) };
}

/** Builds a test file's own rows (see factories.ts) and returns what the tests need of them. */
export type Fixture<F> = (db: Db) => Promise<F>;

export interface TestAppOptions<F> {
  clock?: Clock;
  /** A mailer of the test's own (else a capturing one); the bus (else the application's, on the database). */
  mailer?: Mailer;
  bus?: EventBus;
  /**
   * What the database holds before the tests: the whole demo seed (the default: two companies of
   * 300 students, some seconds), nothing, or the file's own small fixture.
   */
  seed?: "demo" | "none" | Fixture<F>;
}

export async function createTestApp<F = undefined>(
  env: Record<string, string> = {},
  { seed = "demo", ...deps }: TestAppOptions<F> = {},
): Promise<TestApp<F>> {
  const { database, drop } = await openTestDatabase({ from: seed === "demo" ? "demo" : "migrated" });
  // Both no-ops on a copy of a template (one query each); a script outside Vitest has no template.
  await database.migrate();
  let fixture = undefined as F;
  if (seed === "demo") await seedDemo(database.db);
  else if (typeof seed === "function") fixture = await seed(database.db);
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent-test-dir", ...env });
  // Tests never write to an outbox folder nor reach an SMTP server unless they ask for it.
  const mailer = deps.mailer ?? new CapturingMailer();
  const afterAnswer = new AfterAnswerQueue({ error: (details, message) => console.error(message, details) });
  const app = await buildApp(config, database, { ...deps, mailer, afterAnswer });
  await app.ready();
  const tokens = new Map<string, string>();
  async function login(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  }
  let address = 0;
  const loginAttempt = (email: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress: `198.51.100.${++address}`,
    });
  async function signIn(email: string) {
    const token = tokens.get(email) ?? (await login(email));
    tokens.set(email, token);
    return token;
  }
  return {
    app,
    database,
    config,
    mailer,
    fixture,
    settle: () => afterAnswer.idle(),
    login,
    loginAttempt,
    signIn,
    as: requesterOn(app, signIn),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** `as(who)` on `app`: an e-mail signs in through `signIn` (once), a token goes as it is, null goes without. */
function requesterOn(app: FastifyInstance, signIn: (email: string) => Promise<string>) {
  return (who: string | { token: string } | null): Requester => {
    const send =
      (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"): Send =>
      async (url, payload) => {
        const token = who === null ? null : typeof who === "string" ? await signIn(who) : who.token;
        return app.inject({
          method,
          url,
          headers: token ? bearer(token) : {},
          ...(payload ? { payload } : {}),
        });
      };
    return {
      get: send("GET"),
      post: send("POST"),
      put: send("PUT"),
      patch: send("PATCH"),
      delete: send("DELETE"),
    };
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls until `check` holds, for at most `ms`; answers the time it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

/**
 * A test app and `other`, a second application on its database (what another server process holds),
 * signed in to with the test app's tokens; the test app's `close` closes both.
 */
export async function createTestAppPair<F = undefined>(
  env: Record<string, string>,
  options: TestAppOptions<F>,
): Promise<{ t: TestApp<F>; other: Pick<TestApp, "as"> }> {
  const t = await createTestApp(env, options);
  const app = await buildApp(t.config, t.database, { mailer: new CapturingMailer() });
  await app.ready();
  const close = async () => {
    await app.close();
    await t.close();
  };
  return { t: { ...t, close }, other: { as: requesterOn(app, t.signIn) } };
}
