import { type Column, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { isOneOf, overlapsWith } from "./code-constants.ts";
import { preparingClient } from "./prepared-statements.ts";

// The statements a PostgreSQL connection keeps prepared (prepared-statements.ts), read back from the
// server's own list of them. Run only with TEST_DATABASE_URL.

let database: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  await opened.database.close();
  url = opened.url as string;
  drop = opened.drop;
  database = await openDatabase({ url, preparedStatements: 500 });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

interface Prepared {
  name: string;
  statement: string;
  runs: number;
}

/** The statements prepared on this connection (read without parameters, so never prepared itself). */
async function preparedOn(client: pg.Pool | pg.PoolClient): Promise<Prepared[]> {
  const { rows } = await client.query<Prepared>(
    "select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by name",
  );
  return rows;
}

/** One connection, so that what it prepared can be read back. */
function onePool(perConnection: number) {
  return new pg.Pool({ connectionString: url, max: 1, Client: preparingClient(perConnection) });
}

describe("statements kept prepared on PostgreSQL", () => {
  it("by default none is kept", async () => {
    const plain = await openDatabase({ url });
    try {
      const prepared = await plain.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as one`);
        return (await tx.execute(sql.raw("select name from pg_prepared_statements"))).rows;
      });
      expect(prepared).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it("with DATABASE_PREPARED_STATEMENTS, the application's queries are parsed once per connection and run again from the server's copy", async () => {
    const prepared = await database.db.transaction(async (tx) => {
      for (let n = 0; n < 7; n++) await tx.execute(sql`select ${n}::int + 1 as next`);
      const { rows } = await tx.execute(
        sql.raw("select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements"),
      );
      return rows as unknown as Prepared[];
    });
    expect(prepared).toEqual([{ statement: "select $1::int + 1 as next", runs: 7 }]);
  });

  it("a statement without parameters is sent as it is: a script of several commands still runs", async () => {
    const pool = onePool(10);
    try {
      await pool.query("create temporary table scratch (n int); insert into scratch values (1), (2)");
      const { rows } = await pool.query({ text: "select count(*)::int as n from scratch" });
      expect(rows).toEqual([{ n: 2 }]);
      expect(await preparedOn(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it("past its limit a connection runs new texts unnamed, and the first ones stay prepared", async () => {
    const pool = onePool(2);
    try {
      for (const text of ["select $1::int as a", "select $1::int as b", "select $1::int as c"]) {
        for (let run = 0; run < 2; run++) {
          const { rows } = await pool.query({ text, values: [run] });
          expect(Object.values(rows[0] as object)).toEqual([run]);
        }
      }
      expect((await preparedOn(pool)).map(({ statement, runs }) => ({ statement, runs }))).toEqual([
        { statement: "select $1::int as a", runs: 2 },
        { statement: "select $1::int as b", runs: 2 },
      ]);
    } finally {
      await pool.end();
    }
  });

  it("a prepared statement that fails leaves its connection usable, and the statement too", async () => {
    const pool = onePool(10);
    // One client held throughout (the pool drops a client whose query failed).
    const client = await pool.connect();
    try {
      const text = "select 10 / $1::int as quotient";
      await expect(client.query({ text, values: [0] })).rejects.toThrow(/division by zero/);
      expect((await client.query({ text, values: [5] })).rows).toEqual([{ quotient: 2 }]);
      await expect(client.query({ text: "select nonsense from $1", values: [1] })).rejects.toThrow(/syntax/);
      expect((await client.query({ text, values: [2] })).rows).toEqual([{ quotient: 5 }]);
      expect((await preparedOn(client)).map((row) => row.statement)).toEqual([text]);
    } finally {
      client.release();
      await pool.end();
    }
  });
});

describe("constants written out for partial indexes (code-constants.ts)", () => {
  it("a generic plan uses the partial index when the constant is written out, not when it is a parameter", async () => {
    const pool = onePool(10);
    const client = await pool.connect();
    try {
      await client.query(`
        create temporary table marks (id int primary key, status text not null, roles text[] not null);
        insert into marks select n, case when n % 100 = 0 then 'absent' else 'present' end,
          case when n % 100 = 0 then array['admin'] else array['student'] end from generate_series(1, 20000) n;
        create index marks_absent on marks (id) where status = 'absent';
        create index marks_admins on marks (id) where roles && array['admin', 'superadmincom'];
        analyze marks;
        set plan_cache_mode = force_generic_plan`);
      // A statement prepared with a parameter ($1) beside the condition, planned generically.
      let prepared = 0;
      const plan = async (condition: string, types = "int", values = "0") => {
        const name = `p${++prepared}`;
        await client.query(
          `prepare ${name}(${types}) as select id from marks where id > $1 and ${condition}`,
        );
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain execute ${name}(${values})`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      };
      const written = (condition: SQL) => new PgDialect().sqlToQuery(condition).sql;
      const status = sql.identifier("status") as unknown as Column;
      const roles = sql.identifier("roles") as unknown as Column;
      expect(await plan(written(isOneOf(status, ["absent"])))).toMatch(/marks_absent/);
      expect(await plan(written(overlapsWith(roles, ["admin", "superadmincom"])))).toMatch(/marks_admins/);
      expect(await plan("status = $2", "int, text", "0, 'absent'")).not.toMatch(/marks_absent/);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
