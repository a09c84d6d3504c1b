import type { AdminDashboard } from "@campus/contracts/dashboard";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  createCompanies,
  createStudents,
  createTeachers,
  createUsers,
  demoAccounts,
} from "../../test/factories.ts";
import { createCourse, createProgramme } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// The administrators' « Démarrer » checklist: what a new school has created of its structure, read
// with the summary of their home, and never another company's records.
const ADMIN = "admin@lumiere.example";

async function fixture(db: Db) {
  // ata and horizon have a teacher and students (their demo accounts), no programme.
  await demoAccounts(db);
  await createCompanies(db, [{ id: "lumiere", fullName: "Institut Lumière" }]);
  await createUsers(db, [{ companyId: "lumiere", email: ADMIN, roles: ["admin"] }]);
}

let t: TestApp<void>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(async () => {
  await t.close();
});

const setupOf = async (who: string) => {
  const response = await t.as(who).get("/api/dashboard/admin");
  expect(response.statusCode).toBe(200);
  return response.json<AdminDashboard>().setup;
};

const NOTHING = { programme: false, cohort: false, course: false, teacher: false, student: false };

describe("the setup of the administrators' home", () => {
  it("a new company has created nothing, whatever the other companies have", async () => {
    expect(await setupOf(ADMIN)).toEqual(NOTHING);
    expect(await setupOf("admin@ata.example")).toEqual({ ...NOTHING, teacher: true, student: true });
  });

  it("a programme created by the administrator is one step done, in their company only", async () => {
    const created = await t.as(ADMIN).post("/api/programmes", { name: "BTS Commerce", code: "BTS-COM" });
    expect(created.statusCode).toBe(201);
    expect(await setupOf(ADMIN)).toEqual({ ...NOTHING, programme: true });
    expect((await setupOf("admin@ata.example")).programme).toBe(false);
  });

  it("another company's session and course do not count; its own, with a teacher and a student, end it", async () => {
    const ata = await createProgramme(t.database.db, { companyId: "ata", code: "ATA-1" });
    await createCourse(t.database.db, { companyId: "ata", title: "Algèbre", cohortId: ata.cohortIds[0] });
    expect(await setupOf(ADMIN)).toEqual({ ...NOTHING, programme: true });

    const own = await createProgramme(t.database.db, { companyId: "lumiere", code: "LUM-1" });
    await createCourse(t.database.db, { companyId: "lumiere", title: "Optique", cohortId: own.cohortIds[0] });
    expect(await setupOf(ADMIN)).toEqual({ ...NOTHING, programme: true, cohort: true, course: true });
    await createTeachers(t.database.db, [
      { companyId: "lumiere", firstname: "Léa", lastname: "Fresnel", email: "lea.fresnel@lumiere.example" },
    ]);
    await createStudents(t.database.db, [
      {
        companyId: "lumiere",
        studentNumber: "LUM-1",
        firstname: "Noé",
        lastname: "Huygens",
        email: "noe.huygens@lumiere.example",
      },
    ]);
    expect(await setupOf(ADMIN)).toEqual({
      programme: true,
      cohort: true,
      course: true,
      teacher: true,
      student: true,
    });
  });
});
