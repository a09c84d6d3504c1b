import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../db/client.ts";
import { createDatabase, dropDatabase } from "./postgres-databases.ts";

/**
 * The copies of the migrated template of one Vitest worker (its test files share the module graph, so
 * this module lives as long as the worker). A file's copy is handed back when it closes, emptied, and
 * given to the next file. On PGlite emptying takes 0.08 s of CPU, opening a copy 0.7-1 s; on PostgreSQL
 * `CREATE DATABASE … TEMPLATE` and `DROP DATABASE` wait 0.5-2 s on the server's disk.
 *
 * A copy goes back only when nothing of its file can reach the next one: no listener left open, no query
 * function patched (test/database-cut.ts), the same schema, functions, triggers and roles as the template
 * (a file that changed them loses its copy), no transaction left open (PGlite's one connection; a
 * PostgreSQL copy is reopened on new connections). Anything else, or any error while emptying, closes it
 * (and drops it on PostgreSQL). The copies left at the end are dropped by the global setup's teardown
 * (test/database-templates.ts), by their names' run prefix.
 */
export interface Copy {
  database: Database;
  /** PostgreSQL only: where a second process (a server started by the test) opens the same database. */
  url?: string;
}

interface Idle extends Copy {
  /** PostgreSQL only: the database's name on the server. */
  name?: string;
}

const idle: Idle[] = [];
let templateShape: string | undefined;
let tableNames: string[] | undefined;

/** The name prefix of this run's test databases on PostgreSQL (the teardown drops what is left of them). */
export const testDatabasePrefix = (run: string) => `t_${run}_`;

/**
 * A copy of the migrated template: one handed back by an earlier file of this worker, else a new one
 * (PGlite from the template's dump; on PostgreSQL, `CREATE DATABASE … TEMPLATE`).
 */
export async function takeMigratedCopy(
  template: string,
  server?: { url: string; run: string },
): Promise<Copy> {
  const copy = idle.pop() ?? (await openCopy(template, server));
  templateShape ??= await shapeOf(copy.database);
  return { database: lent(copy, server?.url), ...(copy.url ? { url: copy.url } : {}) };
}

async function openCopy(template: string, server?: { url: string; run: string }): Promise<Idle> {
  if (!server) return { database: await openDatabase({ template: new Blob([readFileSync(template)]) }) };
  const name = `${testDatabasePrefix(server.run)}${Date.now()}_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(server.url, name, template);
  return { database: await openDatabase({ url }), url, name };
}

/** The copy as the file sees it: its listeners counted, its `close` handing it back. */
function lent(copy: Idle, serverUrl: string | undefined): Database {
  const { database } = copy;
  let listening = 0;
  let closed = false;
  return {
    ...database,
    async listen(channel, handlers) {
      const stop = await database.listen(channel, handlers);
      listening++;
      return async () => {
        listening--;
        await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      const reusable = listening === 0 && !isPatched(database);
      if (database.kind === "postgres") {
        // New connections: nothing of the file's sessions (settings, locks, a transaction) goes on.
        await database.close();
        const reopened = reusable && copy.url ? await openDatabase({ url: copy.url }) : undefined;
        if (reopened && (await emptied(reopened))) idle.push({ ...copy, database: reopened });
        else {
          await reopened?.close();
          if (serverUrl && copy.name) await dropDatabase(serverUrl, copy.name);
        }
        return;
      }
      if (reusable && (await emptied(database))) idle.push(copy);
      else await database.close();
    },
  };
}

const QUERY_METHODS = ["query", "exec", "transaction", "connect"];

function isPatched(database: Database): boolean {
  const client = (database.db as unknown as { $client: object }).$client;
  return QUERY_METHODS.some((name) => Object.hasOwn(client, name));
}

/** Empties a copy handed back; answers whether it may serve again. */
async function emptied(database: Database): Promise<boolean> {
  try {
    if (database.kind === "pglite") {
      // A transaction a failed test left open would hold the next file's writes.
      await database.db.execute(sql`rollback`);
      await database.db.execute(sql`discard all`);
    }
    if ((await shapeOf(database)) !== templateShape) return false;
    const filled = await filledTables(database);
    if (filled.length > 0) await database.db.execute(sql.raw(`truncate ${filled.join(", ")} cascade`));
    const { rows } = (await database.db.execute(sql`
      select format('alter sequence %I restart', sequencename) as restart
        from pg_sequences where schemaname = 'public' and last_value is not null
    `)) as unknown as { rows: { restart: string }[] };
    for (const { restart } of rows) await database.db.execute(sql.raw(restart));
    return true;
  } catch {
    return false;
  }
}

/**
 * The tables holding a row: only those are truncated (truncating all 70 cost PGlite 0.1-0.35 s of CPU,
 * each a new file for the table and its indexes). One statement, an `exists` per table.
 */
async function filledTables(database: Database): Promise<string[]> {
  if (!tableNames) {
    const { rows } = (await database.db.execute(
      sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    tableNames = rows.map((row) => row.name);
  }
  const probes = tableNames.map(
    (name) => `select '${name.replaceAll("'", "''")}' as name where exists (select 1 from ${name})`,
  );
  const { rows } = (await database.db.execute(sql.raw(probes.join(" union all ")))) as unknown as {
    rows: { name: string }[];
  };
  return rows.map((row) => row.name);
}

/** The schema's relations and columns, functions, triggers and roles, as one string to compare. */
async function shapeOf(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(sql`
    select concat_ws('/',
      (select count(*) || ':' || coalesce(sum(hashtext(concat_ws(':', n.nspname, c.relname, c.relkind, a.attname, a.atttypid, a.attnotnull))::bigint), 0)
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
          and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'),
      (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')),
      (select count(*) from pg_trigger where not tgisinternal),
      (select count(*) from pg_roles)
    ) as shape
  `)) as unknown as { rows: { shape: string }[] };
  return rows[0]?.shape ?? "";
}
