import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { planWithoutSeqScan, useMigratedDatabase } from "../../test/query-plans.ts";
import { unverifiedBefore } from "./users.person.queries.ts";

// The retention's count of registrations never confirmed read every account of the company (3,900
// buffers at 100,000 students, issue 42); its condition now matches the partial index users_unverified.

const database = useMigratedDatabase();

describe("the registrations never confirmed", () => {
  it("are counted through their partial index, not by reading every account", async () => {
    const db = database();
    const query = db.select({ n: count() }).from(users).where(unverifiedBefore("ata", new Date()));
    expect(await planWithoutSeqScan(db, query)).toMatch(/users_unverified/);
  });
});
