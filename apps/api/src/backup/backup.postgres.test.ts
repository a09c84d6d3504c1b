import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import { seedDemo } from "../seed/index.ts";
import { openTestDatabase } from "../test/harness.ts";
import { fileHashes, freshConfig, prepareSource, rowCounts, storeSomeFiles } from "./backup.fixtures.ts";
import { createBackup, restoreBackup } from "./backup.ts";
import { openTarget } from "./targets.ts";

// The documented move from the embedded default to a PostgreSQL server, and back: the demo data and
// some files, PGlite → PostgreSQL (pgDump of PGlite-tools) → PGlite (the pg_dump program). Run only with
// TEST_DATABASE_URL (vitest.config.ts leaves *.postgres.test.ts out otherwise).

let embedded: Config;
let server: Config;
let back: Config;
let dropServer: () => Promise<void>;

async function backUp(config: Config, archive: string) {
  const { target, close } = await openTarget(config);
  return createBackup({ target, blobs: await createBlobStore(config) }, archive).finally(close);
}

async function restore(config: Config, archive: string) {
  const { target, close } = await openTarget(config);
  return restoreBackup({ target, blobs: await createBlobStore(config) }, archive).finally(close);
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  await opened.database.close();
  dropServer = opened.drop;
  embedded = await freshConfig();
  server = await freshConfig(opened.url);
  back = await freshConfig();
  await prepareSource(embedded, async (db) => {
    await seedDemo(db);
  });
  await storeSomeFiles(await createBlobStore(embedded));
}, 240_000);

afterAll(async () => {
  await dropServer?.();
  for (const config of [embedded, server, back]) await rm(config.dataDir, { recursive: true, force: true });
});

describe("moving the embedded database to PostgreSQL and back", () => {
  it("keeps every row of every table and every file's bytes, both ways", async () => {
    const counts = await rowCounts(embedded);
    const hashes = await fileHashes(embedded);
    expect(counts["public.students"]).toBeGreaterThan(500);
    expect(counts["public.attendance"]).toBeGreaterThan(0);
    expect(Object.keys(hashes)).toHaveLength(3);

    const first = path.join(embedded.dataDir, "pglite.tar.gz");
    await backUp(embedded, first);
    expect(await restore(server, first)).toMatchObject({ database: "pglite", files: 3 });
    expect(await rowCounts(server)).toEqual(counts);
    expect(await fileHashes(server)).toEqual(hashes);

    const second = path.join(server.dataDir, "postgres.tar");
    await backUp(server, second);
    expect(await restore(back, second)).toMatchObject({ database: "postgres", files: 3 });
    expect(await rowCounts(back)).toEqual(counts);
    expect(await fileHashes(back)).toEqual(hashes);
  }, 240_000);

  it("leaves a PostgreSQL database the server starts on without migrating again", async () => {
    const database = await openDatabase({ url: server.databaseUrl });
    try {
      const before = await rowCounts(server);
      await database.migrate();
      expect(await rowCounts(server)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
