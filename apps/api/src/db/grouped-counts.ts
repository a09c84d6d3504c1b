import { and, count, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "./client.ts";

/**
 * How many of the company's rows of a table have each given `key` (a programme, a session…), split by a
 * second column `by` (null: none): one grouped query, whatever the number of keys. Rows without a key are
 * left out. The owning module calls it on its own table for the module that asks.
 */
export async function groupedCounts(
  db: Executor,
  columns: { companyId: PgColumn; key: PgColumn; by: PgColumn },
  companyId: string,
  keys: string[],
): Promise<{ key: string; by: string | null; n: number }[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: columns.key, by: columns.by, n: count() })
    .from(columns.companyId.table)
    .where(and(eq(columns.companyId, companyId), inArray(columns.key, keys)))
    .groupBy(columns.key, columns.by);
  return rows.flatMap((row) =>
    typeof row.key === "string"
      ? [{ key: row.key, by: typeof row.by === "string" ? row.by : null, n: Number(row.n) }]
      : [],
  );
}
