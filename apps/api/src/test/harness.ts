import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
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
  close(): Promise<void>;
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
  return {
    app,
    database,
    config,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
