import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./client.ts";

const journalSchema = z.object({
  entries: z.array(z.object({ when: z.number(), tag: z.string().max(200) })),
});

/** The time stamp of the newest migration in `folder` (drizzle records it as `created_at`). */
export function newestMigration(folder: string): number {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * The time stamp of the newest migration the database holds (0 for none). Throws when the database
 * does not answer or has never been migrated (no drizzle schema yet).
 */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.newest ?? 0);
}

/**
 * Whether the database holds every migration of `folder`: drizzle applies exactly those newer than
 * the newest it recorded, so there is nothing for it to do when this holds (one query, no DDL).
 */
export async function isMigrated(db: Db, folder: string): Promise<boolean> {
  const expected = newestMigration(folder);
  try {
    return (await newestAppliedMigration(db)) >= expected;
  } catch {
    return false;
  }
}
