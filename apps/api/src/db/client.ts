import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ListenHandlers, listenOnServer } from "./pg-listener.ts";
import * as schema from "./schema/index.ts";

export type Db = NodePgDatabase<typeof schema>;
export type DbKind = "pglite" | "postgres";
/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Where a query may run: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the pending migrations of `folder` (the committed ones by default; tests pass a shorter history). */
  migrate(folder?: string): Promise<void>;
  /**
   * LISTENs on a channel (NOTIFY is delivered on commit): a dedicated connection on PostgreSQL,
   * reconnected if it drops (then `onReconnect`); PGlite's own listener. Answers the stop function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections (none on PGlite), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The advisory lock key of the migrations (any constant shared by every process of the application). */
const MIGRATION_LOCK_KEY = 7_316_016;

/**
 * Several processes starting together on one database: one applies the migrations while the others
 * wait on the advisory lock, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

/** The embedded database under `dataDir` (or in memory for `memory://`), with the extensions the schema uses. */
export function openPglite(dataDir = "memory://"): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** A PostgreSQL server when `url` is set, otherwise PGlite under `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => console.warn(`PostgreSQL: connexion inactive perdue (${error.message})`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: (folder = migrationsFolder) =>
        migrateUnderLock(pool, () => migratePg(db, { migrationsFolder: folder })),
      listen: (channel, handlers) => listenOnServer(url, channel, handlers),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  // Both drivers expose the same query builder; one type keeps services driver-agnostic.
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: (folder = migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    // One in-process connection: it cannot drop, so there is never anything to catch up.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      return () => stop();
    },
    close: () => client.close(),
  };
}
