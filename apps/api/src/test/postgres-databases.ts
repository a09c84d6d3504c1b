import pg from "pg";

/** PostgreSQL's "object in use": a template still has a connection, or a database being dropped does. */
const OBJECT_IN_USE = "55006";

/**
 * Runs `statement` on the server, again while it answers "in use": `pool.end()` resolves before its
 * sockets close, so a database just closed may still count a connection for some milliseconds.
 */
async function runWhileInUse(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === OBJECT_IN_USE;
        if (!inUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `serverUrl` (a copy of `template` when given); answers its URL.
 * Its sessions commit without waiting for the server's disk (`synchronous_commit = off`): a commit is still
 * atomic and seen at once by every other session, only a crash of the server itself could lose the last
 * ones, which no test does. Each commit waited 5-8 ms on this machine's disk, about a dozen per test.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await runWhileInUse(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await runWhileInUse(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return runWhileInUse(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
}

/** The server's databases whose names start with `prefix` (letters, digits and `_` only). */
export async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by 1",
      [prefix],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
