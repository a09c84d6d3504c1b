import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import { SqlStatementSplitter } from "./sql-statements.ts";

/** The database a backup reads or a restore writes: a PostgreSQL server, or an open PGlite. */
export type DumpTarget = { kind: "postgres"; url: string } | { kind: "pglite"; pg: PGlite };

/**
 * Plain SQL with one multi-row INSERT per 1,000 rows: what PGlite's pg_dump always writes, so both
 * databases give the same form, which psql or any SQL client replays. No owners nor grants: the
 * restoring role owns what it creates.
 */
const DUMP_ARGS = ["--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=1000"];

/** Writes the database as a SQL dump to `file` (PostgreSQL: the `pg_dump` program; PGlite: its WASM build). */
export async function dumpDatabase(target: DumpTarget, file: string): Promise<void> {
  if (target.kind === "pglite") {
    // The WASM pg_dump writes into PGlite's virtual file system and answers a File: the dump is in
    // memory once, which the embedded default's size allows; it is then streamed to disk.
    const dump = await pgDump({ pg: target.pg, args: DUMP_ARGS });
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createWriteStream(file));
    return;
  }
  // The password goes through the environment, not the command line other users' `ps` shows.
  const url = new URL(target.url);
  const password = decodeURIComponent(url.password);
  url.password = "";
  await run("pg_dump", [...DUMP_ARGS, "--file", file, "--dbname", url.toString()], {
    ...process.env,
    ...(password ? { PGPASSWORD: password } : {}),
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error) =>
      reject(
        new Error(
          `${command} introuvable (${error.message}) : installez le client PostgreSQL (paquet postgresql-client) de la version du serveur ou plus récent`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) : ${errors.trim()}`)),
    );
  });
}

/** Whether the database holds no table at all (a restore only writes into an empty one). */
export async function isEmptyDatabase(target: DumpTarget): Promise<boolean> {
  const query =
    "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')";
  if (target.kind === "pglite") {
    const result = await target.pg.query<{ n: number }>(query);
    return result.rows[0]?.n === 0;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(query);
    return result.rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Statements a newer pg_dump writes that an older server refuses and a restore can do without: a
 * setting PostgreSQL 17 added (PGlite is PostgreSQL 18), and an extension's comment (only its owner,
 * a superuser, may set it).
 */
const SKIPPED = [/^SET transaction_timeout\b/i, /^COMMENT ON EXTENSION\b/i];

/** About how much SQL goes to the database in one call. */
const BATCH_CHARS = 512 * 1024;

/**
 * Replays a SQL dump, read line by line, in one transaction: all of it or nothing. Returns the number
 * of statements run.
 */
export async function restoreDatabase(target: DumpTarget, lines: AsyncIterable<string>): Promise<number> {
  const session = await openSession(target);
  const splitter = new SqlStatementSplitter();
  let batch: string[] = [];
  let batchChars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const sql = `${batch.join(";\n")};`;
    await session.exec(sql).catch((error: unknown) => {
      throw withExcerpt(error, sql);
    });
    count += batch.length;
    batch = [];
    batchChars = 0;
  };
  const add = async (statements: string[]) => {
    for (const statement of statements) {
      if (SKIPPED.some((pattern) => pattern.test(statement))) continue;
      batch.push(statement);
      batchChars += statement.length;
      if (batchChars >= BATCH_CHARS) await flush();
    }
  };
  try {
    await session.exec("begin");
    for await (const line of lines) await add(splitter.push(`${line}\n`));
    await add(splitter.end());
    await flush();
    await session.exec("commit");
    return count;
  } catch (error) {
    await session.exec("rollback").catch(() => {});
    throw error;
  } finally {
    await session.close();
  }
}

/** The database's error, with the SQL around the position it points at (the batch is long). */
function withExcerpt(error: unknown, sql: string): Error {
  const position = Number((error as { position?: string }).position ?? 0);
  const message = error instanceof Error ? error.message : String(error);
  if (!position) return new Error(`Restauration : ${message}`, { cause: error });
  const excerpt = sql.slice(Math.max(0, position - 200), position + 100);
  return new Error(`Restauration : ${message}, vers : ${excerpt}`, { cause: error });
}

async function openSession(target: DumpTarget) {
  if (target.kind === "pglite") {
    const db = target.pg;
    return {
      exec: async (sql: string) => {
        await db.exec(sql);
      },
      // The dump empties the search path for its session; give the database back its usual one.
      close: async () => {
        await db.exec("reset search_path");
      },
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    exec: async (sql: string) => {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}
