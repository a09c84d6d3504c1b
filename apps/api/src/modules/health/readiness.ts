import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, migrationsFolder } from "../../db/client.ts";

const journalSchema = z.object({
  entries: z.array(z.object({ when: z.number(), tag: z.string().max(200) })),
});

/** The time stamp of the newest committed migration (drizzle records it as `created_at`). */
function newestMigration(): number {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export type Readiness = { ready: true } | { ready: false; reason: "database" | "migrations" };

/** Ready when the database answers and holds every migration of this build. */
export async function checkReadiness(db: Db): Promise<Readiness> {
  const expected = newestMigration();
  let applied: number;
  try {
    const result = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    applied = Number(result.rows[0]?.newest ?? 0);
  } catch {
    return { ready: false, reason: "database" };
  }
  return applied >= expected ? { ready: true } : { ready: false, reason: "migrations" };
}
