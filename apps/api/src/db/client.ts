import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { DEFAULT_PREPARED_STATEMENTS } from "../config.ts";
import { isMigrated } from "./migrations-state.ts";
import type { ListenHandlers } from "./pg-listener.ts";
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

/** The embedded database under `dataDir` (or in memory for `memory://`), with the extensions the schema uses. */
export function openPglite(dataDir = "memory://", template?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: template });
}

/** A PostgreSQL server when `url` is set, otherwise PGlite under `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** PGlite only: a data folder to start from (a dump of `dumpDataDir`), as the tests' migrated copy. */
  template?: Blob;
  /** PostgreSQL only: the statements each connection keeps prepared (DATABASE_PREPARED_STATEMENTS). */
  preparedStatements?: number;
}): Promise<Database> {
  const { url } = options;
  if (url) {
    const { openPostgres } = await import("./postgres-client.ts");
    return openPostgres(url, migrationsFolder, options.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS);
  }
  const client = await openPglite(options.dataDir, options.template);
  const pgliteDb = drizzlePglite(client, { schema });
  // Both drivers expose the same query builder; one type keeps services driver-agnostic.
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async (folder = migrationsFolder) => {
      if (await isMigrated(db, folder)) return;
      await migratePglite(pgliteDb, { migrationsFolder: folder });
    },
    // One in-process connection: it cannot drop, so there is never anything to catch up.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      return () => stop();
    },
    close: () => client.close(),
  };
}
