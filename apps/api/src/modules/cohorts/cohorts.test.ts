import { randomUUID } from "node:crypto";
import { COHORT_MESSAGES, type Cohort } from "@campus/contracts/cohorts";
import type { Page } from "@campus/contracts/common";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, cohorts, students } from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createProgramme } from "../../test/factories-courses.ts";
import { ATA_SCHOOL, createSchool } from "../../test/factories-school.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * ata's small school (BTS-MCO with its two sessions, six students spread over them), a second ata
 * programme with an empty session and a session without students, a course in the first session;
 * a programme and a session of horizon.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  const school = await createSchool(db, { ...ATA_SCHOOL, teachers: 0, students: 6 });
  const [mcoFirst, mcoSecond] = school.cohortIds as [string, string];
  const ndrc = await createProgramme(db, {
    companyId: "ata",
    code: "BTS-NDRC",
    name: "BTS Négociation et Digitalisation de la Relation Client",
    cohorts: [{ name: "BTS NDRC 2026-2028", startDate: "2026-09-01", endDate: "2028-06-30" }],
  });
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Gestion de projet",
    programmeId: school.programmeId,
    cohortId: mcoFirst,
  });
  const horizon = await createProgramme(db, {
    companyId: "horizon",
    code: "BACHELOR-RH",
    name: "Bachelor Ressources humaines",
    cohorts: [{ name: "Bachelor RH 2026", startDate: "2026-09-01", endDate: "2027-06-30" }],
  });
  return {
    mcoId: school.programmeId,
    mcoFirst,
    mcoSecond,
    ndrcId: ndrc.programmeId,
    ndrcCohort: ndrc.cohortIds[0] ?? "",
    courseId,
    horizonProgrammeId: horizon.programmeId,
    horizonCohort: horizon.cohortIds[0] ?? "",
  };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

const admin = () => t.as("admin@ata.example");
const newSession = (name: string) => ({
  name,
  programmeId: t.fixture.ndrcId,
  startDate: "2027-09-01",
  endDate: "2029-06-30",
});
const auditOf = (id: string) =>
  t.database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "cohort"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

describe("the sessions list", () => {
  it("pages the company's current sessions with their programme and counts", async () => {
    const response = await admin().get("/api/cohorts");
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Cohort>>();
    expect(page.items.map((cohort) => cohort.name)).toEqual([
      "BTS MCO 2025-2027",
      "BTS MCO 2026-2028",
      "BTS NDRC 2026-2028",
    ]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      id: t.fixture.mcoFirst,
      programme: { id: t.fixture.mcoId, name: "BTS Management Commercial Opérationnel" },
      startDate: "2025-09-01",
      endDate: "2027-06-30",
      archivedAt: null,
      studentCount: 3,
      courseCount: 1,
    });
    expect(page.items[2]).toMatchObject({ studentCount: 0, courseCount: 0 });
  });

  it("filters by programme, searches by name, sorts by start date", async () => {
    const byProgramme = (await admin().get(`/api/cohorts?programmeId=${t.fixture.ndrcId}`)).json<
      Page<Cohort>
    >();
    expect(byProgramme.items.map((cohort) => cohort.name)).toEqual(["BTS NDRC 2026-2028"]);
    const searched = (await admin().get("/api/cohorts?q=2026-2028")).json<Page<Cohort>>();
    expect(searched.total).toBe(2);
    const sorted = (await admin().get("/api/cohorts?sort=-startDate")).json<Page<Cohort>>();
    expect(sorted.items.map((cohort) => cohort.startDate)).toEqual([
      "2026-09-07",
      "2026-09-01",
      "2025-09-01",
    ]);
  });

  it("refuses an unknown sort and a malformed filter with the field", async () => {
    const sort = await admin().get("/api/cohorts?sort=password");
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.field).toBe("sort");
    const programme = await admin().get("/api/cohorts?programmeId=abc");
    expect(programme.statusCode).toBe(400);
    expect(programme.json().error.field).toBe("programmeId");
  });

  it("is read by a teacher, refused to a student and to an anonymous caller", async () => {
    expect((await t.as("prof@ata.example").get("/api/cohorts")).statusCode).toBe(200);
    expect((await t.as("apprenant@ata.example").get("/api/cohorts")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/cohorts")).statusCode).toBe(401);
  });

  it("never shows another company's sessions; one of them answers 404", async () => {
    const horizon = (await t.as("admin@horizon.example").get("/api/cohorts")).json<Page<Cohort>>();
    expect(horizon.items.map((cohort) => cohort.name)).toEqual(["Bachelor RH 2026"]);
    expect((await admin().get(`/api/cohorts/${t.fixture.horizonCohort}`)).statusCode).toBe(404);
    expect((await admin().get(`/api/cohorts/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("creating a session", () => {
  it("creates it for a programme of the company, audited", async () => {
    const response = await admin().post("/api/cohorts", newSession("BTS NDRC 2027-2029"));
    expect(response.statusCode).toBe(201);
    const created = response.json<Cohort>();
    expect(created).toMatchObject({
      name: "BTS NDRC 2027-2029",
      programme: { id: t.fixture.ndrcId },
      startDate: "2027-09-01",
      endDate: "2029-06-30",
      studentCount: 0,
    });
    expect(await auditOf(created.id)).toMatchObject([
      { action: "create", after: { name: "BTS NDRC 2027-2029", programmeId: t.fixture.ndrcId } },
    ]);
  });

  it("refuses a name the company already uses (409 on the name)", async () => {
    const response = await admin().post("/api/cohorts", newSession("BTS MCO 2025-2027"));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ field: "name", message: COHORT_MESSAGES.nameTaken });
    // Another company may use a name of ata's.
    const horizon = await t.as("admin@horizon.example").post("/api/cohorts", {
      ...newSession("BTS MCO 2025-2027"),
      programmeId: t.fixture.horizonProgrammeId,
    });
    expect(horizon.statusCode).toBe(201);
  });

  it("refuses an end that does not come after the start, and missing fields, with their fields", async () => {
    const reversed = await admin().post("/api/cohorts", {
      ...newSession("À l'envers"),
      endDate: "2027-09-01",
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({
      field: "endDate",
      details: [{ field: "endDate", message: COHORT_MESSAGES.endNotAfterStart }],
    });
    const empty = await admin().post("/api/cohorts", { name: " " });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json<{ error: { details: { field: string; message: string }[] } }>().error.details;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Le nom est obligatoire" },
        { field: "programmeId", message: COHORT_MESSAGES.programmeRequired },
        { field: "startDate", message: "La date de début est obligatoire" },
      ]),
    );
  });

  it("answers 404 on the programme for another company's programme", async () => {
    const response = await admin().post("/api/cohorts", {
      ...newSession("Programme d'ailleurs"),
      programmeId: t.fixture.horizonProgrammeId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe("programmeId");
  });

  it("is refused to a teacher and a student", async () => {
    expect((await t.as("prof@ata.example").post("/api/cohorts", newSession("Prof"))).statusCode).toBe(403);
    expect((await t.as("apprenant@ata.example").post("/api/cohorts", newSession("Élève"))).statusCode).toBe(
      403,
    );
  });
});

describe("editing a session", () => {
  const create = async (name: string) =>
    (await admin().post("/api/cohorts", newSession(name))).json<Cohort>();

  it("changes its name and dates, audited with before and after", async () => {
    const cohort = await create("Session à modifier");
    const response = await admin().patch(`/api/cohorts/${cohort.id}`, {
      name: "Session modifiée",
      endDate: "2029-07-15",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Cohort>()).toMatchObject({ name: "Session modifiée", endDate: "2029-07-15" });
    const [, update] = await auditOf(cohort.id);
    expect(update).toMatchObject({
      action: "update",
      before: { name: "Session à modifier", endDate: "2029-06-30" },
      after: { name: "Session modifiée", endDate: "2029-07-15" },
    });
  });

  it("checks a new date against the one it keeps", async () => {
    const cohort = await create("Session datée");
    const response = await admin().patch(`/api/cohorts/${cohort.id}`, { endDate: "2027-01-01" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: "endDate",
      message: COHORT_MESSAGES.endNotAfterStart,
    });
  });

  it("refuses another session's name", async () => {
    const cohort = await create("Session renommée");
    const response = await admin().patch(`/api/cohorts/${cohort.id}`, { name: "BTS MCO 2026-2028" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.field).toBe("name");
  });

  it("changes the programme of a session nobody follows yet", async () => {
    const cohort = await create("Session sans apprenant");
    const response = await admin().patch(`/api/cohorts/${cohort.id}`, { programmeId: t.fixture.mcoId });
    expect(response.statusCode).toBe(200);
    expect(response.json<Cohort>().programme?.id).toBe(t.fixture.mcoId);
  });

  it("refuses a programme its students and courses do not follow, saying how many", async () => {
    const response = await admin().patch(`/api/cohorts/${t.fixture.mcoFirst}`, {
      programmeId: t.fixture.ndrcId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      field: "programmeId",
      message: COHORT_MESSAGES.otherProgramme(
        3,
        1,
        "BTS Négociation et Digitalisation de la Relation Client",
      ),
    });
    expect(response.json().error.message).toContain("3 apprenants et 1 cours de cette session relèvent");
    const [row] = await t.database.db.select().from(cohorts).where(eq(cohorts.id, t.fixture.mcoFirst));
    expect(row?.programmeId).toBe(t.fixture.mcoId);
  });

  it("answers 404 for another company's session or programme", async () => {
    expect(
      (await admin().patch(`/api/cohorts/${t.fixture.horizonCohort}`, { name: "Pris" })).statusCode,
    ).toBe(404);
    const cohort = await create("Session d'ici");
    const response = await admin().patch(`/api/cohorts/${cohort.id}`, {
      programmeId: t.fixture.horizonProgrammeId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe("programmeId");
  });

  it("is refused to a teacher", async () => {
    expect(
      (await t.as("prof@ata.example").patch(`/api/cohorts/${t.fixture.mcoFirst}`, { name: "X" })).statusCode,
    ).toBe(403);
  });
});

describe("archiving a session", () => {
  it("archives it at the end of its year and brings it back, each audited", async () => {
    const cohort = (await admin().post("/api/cohorts", newSession("Session de l'année"))).json<Cohort>();
    const archived = await admin().post(`/api/cohorts/${cohort.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<Cohort>().archivedAt).not.toBeNull();
    const current = (await admin().get("/api/cohorts?pageSize=200")).json<Page<Cohort>>();
    expect(current.items.map((c) => c.id)).not.toContain(cohort.id);
    const old = (await admin().get("/api/cohorts?archived=true")).json<Page<Cohort>>();
    expect(old.items.map((c) => c.id)).toContain(cohort.id);

    const back = await admin().post(`/api/cohorts/${cohort.id}/unarchive`);
    expect(back.json<Cohort>().archivedAt).toBeNull();
    expect((await auditOf(cohort.id)).map((entry) => entry.action)).toEqual([
      "create",
      "archive",
      "unarchive",
    ]);
  });

  it("keeps the students of an archived session", async () => {
    const response = await admin().post(`/api/cohorts/${t.fixture.mcoSecond}/archive`);
    expect(response.json<Cohort>()).toMatchObject({ studentCount: 3 });
    const kept = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.cohortId, t.fixture.mcoSecond));
    expect(kept).toHaveLength(3);
    await admin().post(`/api/cohorts/${t.fixture.mcoSecond}/unarchive`);
  });

  it("answers 404 for another company's session and is refused to a teacher", async () => {
    expect((await admin().post(`/api/cohorts/${t.fixture.horizonCohort}/archive`)).statusCode).toBe(404);
    expect(
      (await t.as("prof@ata.example").post(`/api/cohorts/${t.fixture.mcoFirst}/archive`)).statusCode,
    ).toBe(403);
  });
});

describe("deleting a session", () => {
  it("deletes a session nothing names, audited", async () => {
    const cohort = (await admin().post("/api/cohorts", newSession("Session en trop"))).json<Cohort>();
    expect((await admin().delete(`/api/cohorts/${cohort.id}`)).statusCode).toBe(204);
    expect((await admin().get(`/api/cohorts/${cohort.id}`)).statusCode).toBe(404);
    expect((await auditOf(cohort.id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  it("refuses while students or courses name it, suggesting to archive it", async () => {
    const response = await admin().delete(`/api/cohorts/${t.fixture.mcoFirst}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(COHORT_MESSAGES.inUse(3, 1));
    expect(response.json().error.message).toContain("Archivez-la plutôt");

    // A session named by one student only.
    const cohort = (await admin().post("/api/cohorts", newSession("Session d'un apprenant"))).json<Cohort>();
    await createStudents(t.database.db, [
      {
        companyId: "ata",
        studentNumber: "ATA-2026-9001",
        firstname: "Léa",
        lastname: "Petit",
        email: "lea.petit@etu.ata.example",
        cohortId: cohort.id,
      },
    ]);
    const one = await admin().delete(`/api/cohorts/${cohort.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toContain("1 apprenant y est rattaché");
  });

  it("answers 404 for another company's session and is refused to a teacher", async () => {
    expect((await admin().delete(`/api/cohorts/${t.fixture.horizonCohort}`)).statusCode).toBe(404);
    expect((await t.as("prof@ata.example").delete(`/api/cohorts/${t.fixture.ndrcCohort}`)).statusCode).toBe(
      403,
    );
    const [kept] = await t.database.db.select().from(cohorts).where(eq(cohorts.id, t.fixture.horizonCohort));
    expect(kept).toBeDefined();
  });
});
