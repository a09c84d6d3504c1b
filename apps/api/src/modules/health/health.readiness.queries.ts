import { type Db, migrationsFolder } from "../../db/client.ts";
import { newestAppliedMigration, newestMigration } from "../../db/migrations-state.ts";

export type Readiness = { ready: true } | { ready: false; reason: "database" | "migrations" };

/** Ready when the database answers and holds every migration of this build. */
export async function checkReadiness(db: Db): Promise<Readiness> {
  const expected = newestMigration(migrationsFolder);
  let applied: number;
  try {
    applied = await newestAppliedMigration(db);
  } catch {
    return { ready: false, reason: "database" };
  }
  return applied >= expected ? { ready: true } : { ready: false, reason: "migrations" };
}
