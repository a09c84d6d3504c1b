import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "../db/client.ts";
import { openTestDatabase } from "./harness.ts";

/** A migrated database of the test file's own, open for its tests: call at the top of the file. */
export function useMigratedDatabase(): () => Db {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ from: "migrated" }));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  return () => {
    if (!database) throw new Error("the database opens before the tests");
    return database.db;
  };
}

/**
 * PostgreSQL's plan of a query, read with sequential scans forbidden: on a test's small tables any plan
 * is cheap, so this shows whether an index can serve the query at all. Its parameters are written in
 * as literals (EXPLAIN takes none here).
 */
export async function planWithoutSeqScan(db: Db, query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute(sql`explain ${sql.raw(inline(text, params))}`);
    return rows.map((row) => Object.values(row).join("")).join("\n");
  });
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return "null";
    const literal = value instanceof Date ? value.toISOString() : String(value);
    return `'${literal.replaceAll("'", "''")}'`;
  });
}
