import { COUNT_CAP } from "@campus/contracts/common";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/index.ts";
import { demoAccounts } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  // One row over the cap in ata; horizon keeps a handful.
  await t.database.db.execute(sql`
    insert into ${auditLog} (company_id, action, entity, entity_id)
    select 'ata', 'update', 'student', g::text from generate_series(1, ${COUNT_CAP + 1}) g
    union all
    select 'horizon', 'update', 'student', g::text from generate_series(1, 3) g`);
});
afterAll(() => t.close());

describe("company-wide lists count up to a cap", () => {
  it("says « more than » past the cap instead of counting every row", async () => {
    const page = (await t.as("admin@ata.example").get("/api/audit?entity=student&pageSize=10")).json();
    expect(page).toMatchObject({ total: COUNT_CAP, isTotalCapped: true, page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
  });

  it("serves pages beyond the cap", async () => {
    const page = (
      await t.as("admin@ata.example").get("/api/audit?entity=student&pageSize=200&page=6")
    ).json();
    expect(page.items).toHaveLength(1);
    expect(page.isTotalCapped).toBe(true);
  });

  it("counts exactly below the cap", async () => {
    const page = (await t.as("admin@horizon.example").get("/api/audit?entity=student")).json();
    expect(page).toMatchObject({ total: 3, isTotalCapped: false });
  });
});
