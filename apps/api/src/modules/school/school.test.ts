import type { SchoolOptions } from "@campus/contracts/school";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { cohorts, programmes } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createLevels, createProgramme } from "../../test/factories-courses.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/** The demo accounts; ata's levels and one programme with two levels, a cohort and tracks; a programme of horizon. */
async function fixture(db: Db) {
  await demoAccounts(db);
  const [first, second] = await createLevels(db, "ata", ["1re année", "2e année", "3e année"]);
  await createProgramme(db, {
    companyId: "ata",
    code: "BTS-MCO",
    name: "BTS Management Commercial Opérationnel",
    // Given out of order: the options list them in the levels' order.
    levelIds: [second!, first!],
    cohorts: [{ name: "BTS MCO 2025-2027", startDate: "2025-09-01", endDate: "2027-06-30" }],
    tracks: ["Commerce", "Management"],
  });
  await createProgramme(db, { companyId: "horizon", code: "BACHELOR-RH", tracks: ["Paie"] });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

const getOptions = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/school/options", headers });

describe("GET /api/school/options", () => {
  it("gives an admin the company's programmes, levels, cohorts and tracks", async () => {
    const response = await getOptions(bearer(await t.login("admin@ata.example")));
    expect(response.statusCode).toBe(200);
    const options = response.json<SchoolOptions>();
    expect(options.programmes.map((p) => p.code)).toContain("BTS-MCO");
    expect(options.programmes.find((p) => p.code === "BTS-MCO")?.name).toBe(
      "BTS Management Commercial Opérationnel",
    );
    expect(options.levels.map((l) => l.label)).toEqual(["1re année", "2e année", "3e année"]);
    const mco = options.programmes.find((p) => p.code === "BTS-MCO");
    expect(mco?.levelIds).toEqual([options.levels[0]?.id, options.levels[1]?.id]);
    expect(options.cohorts.find((c) => c.name === "BTS MCO 2025-2027")).toMatchObject({
      startDate: "2025-09-01",
      endDate: "2027-06-30",
    });
    expect(options.tracks.length).toBeGreaterThan(0);
    const programmeIds = new Set(options.programmes.map((p) => p.id));
    expect(options.tracks.every((track) => programmeIds.has(track.programmeId))).toBe(true);
  });

  it("shows only the caller's company", async () => {
    const response = await getOptions(bearer(await t.login("prof@ata.example")));
    expect(response.statusCode).toBe(200);
    const horizonProgrammes = await t.database.db
      .select({ id: programmes.id })
      .from(programmes)
      .where(eq(programmes.companyId, "horizon"));
    const ids = response.json<SchoolOptions>().programmes.map((p) => p.id);
    expect(horizonProgrammes.length).toBeGreaterThan(0);
    expect(horizonProgrammes.some((p) => ids.includes(p.id))).toBe(false);
  });

  it("flags the archived programmes and cohorts, still listed so that a form names a current one", async () => {
    const admin = bearer(await t.login("admin@ata.example"));
    const before = (await getOptions(admin)).json<SchoolOptions>();
    expect(before.programmes.every((p) => !p.archived)).toBe(true);
    expect(before.cohorts.every((c) => !c.archived)).toBe(true);
    const archivedAt = new Date();
    await t.database.db.update(programmes).set({ archivedAt }).where(eq(programmes.code, "BTS-MCO"));
    await t.database.db.update(cohorts).set({ archivedAt }).where(eq(cohorts.name, "BTS MCO 2025-2027"));
    const after = (await getOptions(admin)).json<SchoolOptions>();
    expect(after.programmes.find((p) => p.code === "BTS-MCO")?.archived).toBe(true);
    expect(after.cohorts.find((c) => c.name === "BTS MCO 2025-2027")?.archived).toBe(true);
    await t.database.db.update(programmes).set({ archivedAt: null }).where(eq(programmes.code, "BTS-MCO"));
    await t.database.db
      .update(cohorts)
      .set({ archivedAt: null })
      .where(eq(cohorts.name, "BTS MCO 2025-2027"));
  });

  it("refuses a student and an anonymous caller", async () => {
    expect((await getOptions(bearer(await t.login("apprenant@ata.example")))).statusCode).toBe(403);
    expect((await getOptions()).statusCode).toBe(401);
  });
});
