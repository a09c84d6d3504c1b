import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { openTestDatabase } from "../../test/harness.ts";
import { unverifiedBefore } from "./users.person.queries.ts";

// The retention's count of registrations never confirmed read every account of the company (3,900
// buffers at 100,000 students, issue 42); its condition now matches the partial index users_unverified.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ from: "migrated" }));
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe("the registrations never confirmed", () => {
  it("are counted through their partial index, not by reading every account", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // On an empty table any plan is cheap: forbidding the scan shows whether the index may serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ n: count() }).from(users).where(unverifiedBefore("ata", new Date()));
      const { sql: text, params } = query.toSQL();
      const { rows } = await tx.execute(sql`explain ${sql.raw(inline(text, params))}`);
      return rows.map((row) => Object.values(row).join("")).join("\n");
    });
    expect(plan).toMatch(/users_unverified/);
  });
});

/** The statement with its parameters written in, as a literal each (explain takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    const literal = value instanceof Date ? value.toISOString() : String(value);
    return `'${literal.replaceAll("'", "''")}'`;
  });
}
