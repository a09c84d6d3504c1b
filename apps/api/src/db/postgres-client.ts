import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database } from "./client.ts";
import { isMigrated } from "./migrations-state.ts";
import { listenOnServer } from "./pg-listener.ts";
import { preparingClient } from "./prepared-statements.ts";
import * as schema from "./schema/index.ts";

// Loaded only when DATABASE_URL is set (client.ts imports it on demand): the PGlite default never
// loads node-postgres.

/** The advisory lock key of the migrations (any constant shared by every process of the application). */
const MIGRATION_LOCK_KEY = 7_316_016;

/**
 * Several processes starting together on one database: one applies the migrations while the others
 * wait on the advisory lock, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

/**
 * A pool of connections to the PostgreSQL server at `url`; each keeps up to `preparedStatements` of
 * the statements it runs prepared (prepared-statements.ts; 0: none, as behind a pooler in transaction mode).
 */
export function openPostgres(url: string, migrationsFolder: string, preparedStatements: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: preparingClient(preparedStatements) });
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => console.warn(`PostgreSQL: connexion inactive perdue (${error.message})`));
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: async (folder = migrationsFolder) => {
      // Up to date (every start but the first after an upgrade): no lock to take.
      if (await isMigrated(db, folder)) return;
      await migrateUnderLock(pool, () => migrate(db, { migrationsFolder: folder }));
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
