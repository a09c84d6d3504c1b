import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { type KEPT_COUNTS, keptCounts } from "./schema/index.ts";

/**
 * How many of the company's rows of a table have each given `key` (a programme, a session…), split by a
 * second column `by` (null: none), read from the counts the database keeps (`kept_counts`, its triggers):
 * a handful of rows whatever the size of the school. Rows without a key are not counted. The owning
 * module calls it on its own table for the module that asks.
 */
export async function groupedCounts(
  db: Executor,
  counted: (typeof KEPT_COUNTS)[number],
  companyId: string,
  keys: string[],
): Promise<{ key: string; by: string | null; n: number }[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: keptCounts.keyId, by: keptCounts.byId, n: keptCounts.n })
    .from(keptCounts)
    .where(
      and(
        eq(keptCounts.companyId, companyId),
        eq(keptCounts.counted, counted),
        inArray(keptCounts.keyId, keys),
      ),
    );
  return rows.map((row) => ({ key: row.key, by: row.by === "" ? null : row.by, n: row.n }));
}
