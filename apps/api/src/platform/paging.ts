import { COUNT_CAP } from "@campus/contracts/common";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * How many rows `matching` (a select of the list's rows, its columns unused) holds, counted up to
 * COUNT_CAP only: an exact count of a whole company's rows would cost as much as reading them all.
 */
export async function cappedTotal(
  db: Db,
  matching: SQLWrapper,
): Promise<{ total: number; isTotalCapped: boolean }> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${matching} limit ${COUNT_CAP + 1}) as matching`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, isTotalCapped: true } : { total: n, isTotalCapped: false };
}
