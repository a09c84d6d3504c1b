import pg from "pg";
import type { Database } from "../db/client.ts";

/** What a cut connection answers: the error a driver gives when its server went away. */
export class ConnectionCutError extends Error {
  readonly code = "57P01"; // admin_shutdown, as after pg_terminate_backend
  constructor() {
    super("connexion à la base coupée (panne simulée)");
  }
}

type Patchable = Record<string, unknown>;

/**
 * A switch that cuts the application's database connection, and restores it. On PostgreSQL the
 * server connections are really terminated (pg_terminate_backend), and until `restore` new queries
 * fail as a server that cannot be reached; PGlite has no connection to cut, so its queries fail the
 * same way. `cut({ afterQueries })` lets that many queries through first (a cut in the middle of a
 * paged export).
 */
export function databaseSwitch(database: Database, url?: string) {
  const client = (database.db as unknown as { $client: Patchable }).$client;
  const methods = ["query", "exec", "transaction", "connect"].filter(
    (name) => typeof client[name] === "function",
  );
  const originals = new Map(methods.map((name) => [name, client[name] as (...args: unknown[]) => unknown]));
  let allowed = Number.POSITIVE_INFINITY;
  for (const [name, original] of originals) {
    client[name] = (...args: unknown[]) => {
      if (allowed <= 0) {
        // pg-pool's own `query` connects with a callback: it must be called, or the query waits forever.
        const callback = args.at(-1);
        if (name === "connect" && typeof callback === "function") {
          queueMicrotask(() => callback(new ConnectionCutError()));
          return undefined;
        }
        return Promise.reject(new ConnectionCutError());
      }
      allowed--;
      return original.apply(client, args);
    };
  }
  return {
    async cut({ afterQueries = 0 }: { afterQueries?: number } = {}) {
      allowed = afterQueries;
      if (!url) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      // The pool drops its terminated connections once their sockets close: until then it could hand
      // one out after `restore`, and the test's next query would fail for the cut, not for its subject.
      const pool = client as unknown as { totalCount: number };
      const deadline = Date.now() + 2000;
      while (pool.totalCount > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
    },
    restore() {
      allowed = Number.POSITIVE_INFINITY;
    },
  };
}
