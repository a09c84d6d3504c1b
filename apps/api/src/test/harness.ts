import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { Clock } from "../platform/clock.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { seedDemo } from "../seed/index.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Signs in once and keeps the token for `as(email)`; returns it. */
  signIn(email: string): Promise<string>;
  /** Requests as a demo account (signed in once, on first use), a raw token, or nobody (null). */
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

/**
 * A database of its own for one test file: PGlite in memory, or a fresh database on TEST_DATABASE_URL
 * (then `url` lets a second pool, as another server process would, open the same database).
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = `t_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its sockets close: retry a plain DROP rather than forcing it.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: { clock?: Clock } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent-test-dir", ...env });
  const app = await buildApp(config, database, deps);
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
  async function signIn(email: string) {
    const token = tokens.get(email) ?? (await login(email));
    tokens.set(email, token);
    return token;
  }
  function as(who: string | { token: string } | null): Requester {
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
  }
  return {
    app,
    database,
    config,
    login,
    signIn,
    as,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
