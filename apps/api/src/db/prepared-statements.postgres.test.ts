import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "./client.ts";
import { companies } from "./schema/index.ts";

// The pool's connections prepare each query text with parameters once (prepared-statements.ts). Run only
// with TEST_DATABASE_URL (vitest.config.ts leaves *.postgres.test.ts out otherwise).

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database.close();
  await drop();
});

describe("prepared statements on PostgreSQL", () => {
  it("prepares a query with parameters once per connection and runs it again without parsing it", async () => {
    const { db } = database;
    const prepared = await db.transaction(async (tx) => {
      const query = () => tx.select({ id: companies.id }).from(companies).where(eq(companies.id, "none"));
      const text = query().toSQL().sql;
      expect(await query()).toEqual([]);
      expect(await query()).toEqual([]);
      const { rows } = await tx.execute<{ statement: string }>(
        sql`select statement from pg_prepared_statements where statement = ${text}`,
      );
      return rows;
    });
    expect(prepared).toHaveLength(1);
  });

  it("plans each execution for its own values, never one generic plan for every company", async () => {
    const { rows } = await database.db.execute<{ mode: string }>(
      sql`select current_setting(${"plan_cache_mode"}) as mode`,
    );
    expect(rows).toEqual([{ mode: "force_custom_plan" }]);
  });

  it("keeps the simple protocol for a text without parameters, which may hold several statements", async () => {
    // Two statements in one text: PostgreSQL refuses them in a prepared statement.
    await expect(
      database.db.execute(sql.raw("create temporary table if not exists probe (n int); select 1 as n")),
    ).resolves.toBeDefined();
    const answer = await database.db.execute<{ n: number }>(sql`select ${2}::int as n`);
    expect(answer.rows).toEqual([{ n: 2 }]);
  });
});
