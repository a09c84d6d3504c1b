import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { meta } from "../db/schema/index.ts";

/**
 * Claims a periodic run (once per `periodMs`) for the caller's process: one row of `meta` under `key`
 * holds when it was last claimed, and the conditional upsert moves it forward for one caller only (the
 * row lock makes concurrent claims of a cluster's processes wait, then find it taken). True when the
 * run is ours.
 */
export async function claimPeriodicRun(db: Db, key: string, periodMs: number, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - periodMs).toISOString();
  const claimed = await db
    .insert(meta)
    .values({ key, value: now.toISOString() })
    .onConflictDoUpdate({
      target: meta.key,
      set: { value: now.toISOString() },
      // ISO 8601 in UTC compares as text in time order.
      setWhere: sql`${meta.value} <= ${due}`,
    })
    .returning({ key: meta.key });
  return claimed.length > 0;
}
