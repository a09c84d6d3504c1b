import { createHash, randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { type Config, loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { openDatabase } from "../db/client.ts";
import type { BlobStore } from "../platform/blob-store.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import type { DumpTarget } from "./database-dump.ts";
import { openTarget } from "./targets.ts";

/** A configuration of its own: a fresh DATA_DIR (PGlite and local files), or a PostgreSQL URL. */
export async function freshConfig(databaseUrl?: string): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "campus-backup-test-"));
  return loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** Migrates the configured database and lets `fill` write into it, then closes it. */
export async function prepareSource(config: Config, fill: (db: Db) => Promise<void>): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
  });
  try {
    await database.migrate();
    await fill(database.db);
  } finally {
    await database.close();
  }
}

/** Stores a few files, one of them binary and one of them under a long key, and returns their keys. */
export async function storeSomeFiles(blobs: BlobStore): Promise<string[]> {
  const files: [string, Buffer][] = [
    ["ata/principal/slots/s1/1700000000000-notes.txt", Buffer.from("Notes de séance ; « l'été »\n")],
    ["ata/principal/messages/m1/1700000000001-photo.bin", randomBytes(300_000)],
    [`horizon/principal/assignments/a1/1700000000002-${"compte_rendu_".repeat(9)}.pdf`, randomBytes(1234)],
  ];
  for (const [key, bytes] of files) await blobs.put(key, Readable.from([bytes]));
  return files.map(([key]) => key);
}

/** The row count of every table of every schema but the system's (drizzle's migrations included). */
export async function rowCounts(config: Config): Promise<Record<string, number>> {
  const { target, close } = await openTarget(config);
  try {
    const query = (sql: string) => runQuery(target, sql);
    const tables = await query(
      "select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables as { name: string }[]) {
      const [row] = (await query(`select count(*)::int as n from ${name}`)) as { n: number }[];
      counts[name] = row?.n ?? -1;
    }
    return counts;
  } finally {
    await close();
  }
}

async function runQuery(target: DumpTarget, sql: string): Promise<unknown[]> {
  if (target.kind === "pglite") return (await target.pg.query(sql)).rows;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The SHA-256 of every file of the configured store, by key. */
export async function fileHashes(config: Config): Promise<Record<string, string>> {
  const blobs = await createBlobStore(config);
  const hashes: Record<string, string> = {};
  for await (const { key } of blobs.list()) {
    const hash = createHash("sha256");
    for await (const chunk of (await blobs.get(key)).stream) hash.update(chunk as Buffer);
    hashes[key] = hash.digest("hex");
  }
  return hashes;
}
