import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../db/client.ts";

/**
 * The PGlite copies of the migrated template of one Vitest worker (its test files share the module
 * graph, so this module lives as long as the worker). A file's copy is handed back when it closes,
 * emptied, and given to the next file: emptying takes 0.05-0.15 s, opening a new copy 0.55 s (about a
 * third of the API tests' setup).
 *
 * A copy goes back only when nothing of its file can reach the next one: no listener left open, no
 * query function patched (test/database-cut.ts), the same schema, functions and triggers as the template
 * (a file that changed them closes its copy for good), no transaction left open. Anything else, or any
 * error while emptying, closes it.
 */
const idle: Database[] = [];
let templateShape: string | undefined;

/** A copy of the migrated template: one handed back by an earlier file, else a new one. */
export async function takeMigratedCopy(templateFile: string): Promise<Database> {
  const database = idle.pop() ?? (await openDatabase({ template: new Blob([readFileSync(templateFile)]) }));
  templateShape ??= await shapeOf(database);
  return lent(database);
}

/** The database as the file sees it: its listeners counted, its `close` handing it back. */
function lent(database: Database): Database {
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
      if (listening > 0 || !(await emptied(database))) await database.close();
      else idle.push(database);
    },
  };
}

const QUERY_METHODS = ["query", "exec", "transaction"];

/** Empties a copy handed back; answers whether it may serve again. */
async function emptied(database: Database): Promise<boolean> {
  const client = (database.db as unknown as { $client: object }).$client;
  if (QUERY_METHODS.some((name) => Object.hasOwn(client, name))) return false;
  try {
    // A transaction a failed test left open would hold the next file's writes.
    await database.db.execute(sql`rollback`);
    await database.db.execute(sql`discard all`);
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

let tableNames: string[] | undefined;

/**
 * The tables holding a row: only those are truncated (truncating all 70 cost 0.1-0.35 s of CPU, each a
 * new file for the table and its indexes). One statement, an `exists` per table.
 */
async function filledTables(database: Database): Promise<string[]> {
  if (!tableNames) {
    const { rows } = (await database.db.execute(
      sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    tableNames = rows.map((row) => row.name);
  }
  const probes = tableNames.map(
    (name) => `select ${`'${name.replaceAll("'", "''")}'`} as name where exists (select 1 from ${name})`,
  );
  const { rows } = (await database.db.execute(sql.raw(probes.join(" union all ")))) as unknown as {
    rows: { name: string }[];
  };
  return rows.map((row) => row.name);
}

/** The schema's relations and columns, functions and triggers outside the catalogue, as one hash. */
async function shapeOf(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(sql`
    select concat_ws('/',
      (select count(*) || ':' || coalesce(sum(hashtext(concat_ws(':', n.nspname, c.relname, c.relkind, a.attname, a.atttypid, a.attnotnull))::bigint), 0)
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
      (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')),
      (select count(*) from pg_trigger where not tgisinternal),
      (select count(*) from pg_roles)
    ) as shape
  `)) as unknown as { rows: { shape: string }[] };
  return rows[0]?.shape ?? "";
}
