import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import type { Clock } from "../platform/clock.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { CapturingMailer } from "./capturing-mailer.ts";
import { databaseSwitch } from "./database-cut.ts";
import { FaultyBlobStore } from "./faulty-blob-store.ts";
import { type Fixture, openTestDatabase } from "./harness.ts";

export interface FaultApp<F> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  fixture: F;
  /** The store the application uses: the configured one (local or S3) behind fault injection. */
  blobs: FaultyBlobStore;
  /** Cuts and restores the application's database connection. */
  db: ReturnType<typeof databaseSwitch>;
  /** `http://127.0.0.1:<port>`: the application listens on a real socket. */
  url: string;
  /** Its own DATA_DIR (the local store's files), removed by `close`. */
  dataDir: string;
  /** On PostgreSQL, the address of its database (as another process would open it). */
  databaseUrl?: string;
  /** Signs in (once per e-mail) with the demo password and answers the bearer token. */
  token(email: string): Promise<string>;
  /** A request to the application over HTTP, as `email` (or nobody). */
  fetch(
    pathname: string,
    init?: Omit<RequestInit, "headers"> & { as?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The API listening on 127.0.0.1 (a free port), on a database of its own seeded by `seed`, with a
 * blob store that fails on demand (FaultyBlobStore) and a database switch: what the storage-fault
 * tests drive with real HTTP clients, so that a response cut short is seen as the client sees it.
 */
export async function startFaultApp<F>(
  seed: Fixture<F>,
  { env = {}, clock }: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<FaultApp<F>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "campus-faults-"));
  const { database, drop, url: databaseUrl } = await openTestDatabase({ from: "migrated" });
  await database.migrate();
  const fixture = await seed(database.db);
  // No demo seed: its files would be written for rows the fixture does not hold.
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO: "false", ...env });
  const blobs = new FaultyBlobStore(await createBlobStore(config));
  const app = await buildApp(config, database, {
    blobs,
    mailer: new CapturingMailer(),
    ...(clock ? { clock } : {}),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, string>();
  async function token(email: string) {
    const known = tokens.get(email);
    if (known) return known;
    const response = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200)
      throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const signedIn = ((await response.json()) as { token: string }).token;
    tokens.set(email, signedIn);
    return signedIn;
  }
  return {
    app,
    database,
    config,
    fixture,
    blobs,
    db: databaseSwitch(database, databaseUrl),
    url,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    token,
    async fetch(pathname, { as, headers, ...init } = {}) {
      const sent: Record<string, string> = { ...headers };
      if (as) sent.authorization = `Bearer ${await token(as)}`;
      return fetch(`${url}${pathname}`, { ...init, headers: sent });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
