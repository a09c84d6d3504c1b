import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../test/factories.ts";
import { ctxOf, outcome } from "../../test/fixtures/access.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { requireCompanyFigures, resolveCompanyScope } from "./company-access.ts";

let t: TestApp;
const someone = "00000000-0000-4000-8000-000000000001";

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

describe("the company access policy", () => {
  it("keeps every caller in their own company; only the platform operator names another existing one", async () => {
    const db = t.database.db;
    const admin = ctxOf(someone, "ata", ["superadmincom"]);
    const operator = ctxOf(someone, "ata", ["superadmin"]);
    expect(await resolveCompanyScope(db, admin, undefined)).toBe("ata");
    expect(await resolveCompanyScope(db, admin, "ata")).toBe("ata");
    expect(await outcome(() => resolveCompanyScope(db, admin, "horizon"))).toBe(404);
    expect(await resolveCompanyScope(db, operator, "horizon")).toBe("horizon");
    expect(await outcome(() => resolveCompanyScope(db, operator, "nulle-part"))).toBe(404);
  });

  it("gives the company's figures to its administrators only (404 otherwise)", async () => {
    expect(await outcome(() => requireCompanyFigures(ctxOf(someone, "ata", ["admin"])))).toBe("ok");
    expect(await outcome(() => requireCompanyFigures(ctxOf(someone, "ata", ["teacher"])))).toBe(404);
    expect(await outcome(() => requireCompanyFigures(ctxOf(someone, "ata", ["student"])))).toBe(404);
  });
});
