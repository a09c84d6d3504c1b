import type { Page } from "@campus/contracts/common";
import type { LevelList, Programme, ProgrammeCourse, ProgrammeDetail } from "@campus/contracts/programmes";
import type { SchoolOptions } from "@campus/contracts/school";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, levels, programmeLevels, programmes } from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createLevels, createProgramme } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * ata: three levels; BTS MCO taught at the first two, with a session, a track, a course at 1re année
 * taught by the demo teacher and another at 2e année, and a student at 2e année; an empty programme.
 * horizon: a programme and a level of its own.
 */
async function fixture(db: Db) {
  const accounts = await demoAccounts(db);
  const [first, second, third] = await createLevels(db, "ata", ["1re année", "2e année", "3e année"]);
  const mco = await createProgramme(db, {
    companyId: "ata",
    code: "BTS-MCO",
    name: "BTS Management Commercial Opérationnel",
    levelIds: [first!, second!],
    cohorts: [{ name: "BTS MCO 2025-2027", startDate: "2025-09-01", endDate: "2027-06-30" }],
    tracks: ["Commerce"],
  });
  const [studentId] = await createStudents(db, [
    {
      companyId: "ata",
      studentNumber: "ATA-MCO-1",
      firstname: "Inès",
      lastname: "Marchand",
      email: "ines.marchand@ata.example",
      programmeId: mco.programmeId,
      levelId: second!,
      cohortId: mco.cohortIds[0]!,
    },
  ]);
  const taughtCourseId = await createCourse(db, {
    companyId: "ata",
    title: "Gestion de la relation client",
    programmeId: mco.programmeId,
    levelId: first!,
    cohortId: mco.cohortIds[0]!,
    teacherIds: [accounts.teacherId.ata],
  });
  const otherCourseId = await createCourse(db, {
    companyId: "ata",
    title: "Animation de l'offre",
    programmeId: mco.programmeId,
    levelId: second!,
  });
  const empty = await createProgramme(db, {
    companyId: "ata",
    code: "BACH-RH",
    name: "Bachelor Ressources Humaines",
    cohorts: [],
  });
  const [horizonLevel] = await createLevels(db, "horizon", ["Licence 3"]);
  const horizon = await createProgramme(db, {
    companyId: "horizon",
    code: "BACHELOR-RH",
    levelIds: [horizonLevel!],
  });
  return {
    levelIds: { first: first!, second: second!, third: third! },
    mcoId: mco.programmeId,
    emptyId: empty.programmeId,
    horizonId: horizon.programmeId,
    horizonLevelId: horizonLevel!,
    studentId: studentId!,
    taughtCourseId,
    otherCourseId,
  };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

const admin = () => t.as("admin@ata.example");
const newProgramme = (code: string, extra: object = {}) => ({
  name: `Programme ${code}`,
  code,
  ...extra,
});

async function auditActions(entity: string, entityId: string) {
  const rows = await t.database.db
    .select({ action: auditLog.action, companyId: auditLog.companyId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
  return rows;
}

async function companyLevelLabels(companyId: string) {
  const response = await t
    .as(companyId === "ata" ? "admin@ata.example" : "admin@horizon.example")
    .get("/api/levels");
  return response.json<LevelList>().items.map((level) => level.label);
}

describe("the programmes list", () => {
  it("gives the company's current programmes with their levels in order and their counts", async () => {
    const response = await admin().get("/api/programmes?sort=code");
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Programme>>();
    expect(page.items.map((p) => p.code)).toEqual(["BACH-RH", "BTS-MCO"]);
    const mco = page.items.find((p) => p.code === "BTS-MCO");
    expect(mco).toMatchObject({
      name: "BTS Management Commercial Opérationnel",
      archived: false,
      cohortCount: 1,
      courseCount: 2,
      studentCount: 1,
    });
    expect(mco?.levels.map((level) => level.label)).toEqual(["1re année", "2e année"]);
  });

  it("searches by title or code, and pages", async () => {
    const byName = (await admin().get("/api/programmes?q=ressources")).json<Page<Programme>>();
    expect(byName.items.map((p) => p.code)).toEqual(["BACH-RH"]);
    const byCode = (await admin().get("/api/programmes?q=mco")).json<Page<Programme>>();
    expect(byCode.items.map((p) => p.code)).toEqual(["BTS-MCO"]);
    const paged = (await admin().get("/api/programmes?pageSize=1&page=2&sort=code")).json<Page<Programme>>();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((p) => p.code)).toEqual(["BTS-MCO"]);
  });

  it("is read by every signed-in user of the company, and refuses an anonymous caller", async () => {
    for (const email of ["prof@ata.example", "apprenant@ata.example"]) {
      const response = await t.as(email).get("/api/programmes");
      expect(response.statusCode).toBe(200);
      expect(response.json<Page<Programme>>().items.map((p) => p.code)).toContain("BTS-MCO");
    }
    const horizon = (await t.as("admin@horizon.example").get("/api/programmes")).json<Page<Programme>>();
    expect(horizon.items.map((p) => p.code)).toEqual(["BACHELOR-RH"]);
    expect((await t.as(null).get("/api/programmes")).statusCode).toBe(401);
  });

  it("answers 400 on an unknown sort", async () => {
    const response = await admin().get("/api/programmes?sort=colour");
    expect(response.statusCode).toBe(400);
  });
});

describe("a programme's page", () => {
  it("gives its levels and sessions with their students, its courses being paged apart", async () => {
    const response = await admin().get(`/api/programmes/${t.fixture.mcoId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<ProgrammeDetail>();
    expect(detail.levels.map((level) => level.label)).toEqual(["1re année", "2e année"]);
    expect(detail.trackCount).toBe(1);
    expect(detail.cohorts).toEqual([
      {
        id: expect.any(String),
        name: "BTS MCO 2025-2027",
        startDate: "2025-09-01",
        endDate: "2027-06-30",
        archived: false,
        studentCount: 1,
      },
    ]);
    expect(detail).not.toHaveProperty("courses");
  });

  it("gives its courses a page at a time, with their level and session, the total being the programme's", async () => {
    const first = (await admin().get(`/api/programmes/${t.fixture.mcoId}/courses?pageSize=1`)).json<
      Page<ProgrammeCourse>
    >();
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((course) => [course.title, course.level, course.cohort, course.canOpen])).toEqual([
      ["Animation de l'offre", "2e année", null, true],
    ]);
    const second = (await admin().get(`/api/programmes/${t.fixture.mcoId}/courses?pageSize=1&page=2`)).json<
      Page<ProgrammeCourse>
    >();
    expect(second.items.map((course) => [course.title, course.level, course.cohort, course.canOpen])).toEqual(
      [["Gestion de la relation client", "1re année", "BTS MCO 2025-2027", true]],
    );
    const empty = (await admin().get(`/api/programmes/${t.fixture.emptyId}/courses`)).json<
      Page<ProgrammeCourse>
    >();
    expect(empty).toMatchObject({ items: [], total: 0 });
    expect((await admin().get(`/api/programmes/${t.fixture.mcoId}/courses?pageSize=201`)).statusCode).toBe(
      400,
    );
  });

  it("lets a teacher open only the courses they teach, and a student those they follow", async () => {
    const asTeacher = (await t.as("prof@ata.example").get(`/api/programmes/${t.fixture.mcoId}/courses`)).json<
      Page<ProgrammeCourse>
    >();
    expect(asTeacher.items.map((course) => [course.title, course.canOpen])).toEqual([
      ["Animation de l'offre", false],
      ["Gestion de la relation client", true],
    ]);
    const asStudent = await t.as("apprenant@ata.example").get(`/api/programmes/${t.fixture.mcoId}/courses`);
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json<Page<ProgrammeCourse>>().items.every((course) => !course.canOpen)).toBe(true);
  });

  it("answers 404 for another company's programme's courses", async () => {
    expect((await admin().get(`/api/programmes/${t.fixture.horizonId}/courses`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's programme and for an unknown one", async () => {
    expect((await admin().get(`/api/programmes/${t.fixture.horizonId}`)).statusCode).toBe(404);
    expect((await admin().get("/api/programmes/5f0c1f7e-4a59-4a43-9a0b-1d1c1c1c1c1c")).statusCode).toBe(404);
    const badId = await admin().get("/api/programmes/abc");
    expect(badId.statusCode).toBe(400);
  });
});

describe("creating a programme", () => {
  it("creates it with an existing level and a new one, in the given order, and audits both", async () => {
    const response = await admin().post(
      "/api/programmes",
      newProgramme("BTS-NDRC", {
        name: "BTS Négociation et Digitalisation de la Relation Client",
        rncpCode: "rncp 38368",
        durationHours: 1350,
        levels: [{ label: "Année préparatoire" }, { id: t.fixture.levelIds.first }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<ProgrammeDetail>();
    expect(created).toMatchObject({ code: "BTS-NDRC", rncpCode: "RNCP38368", durationHours: 1350 });
    expect(created.levels.map((level) => level.label)).toEqual(["Année préparatoire", "1re année"]);
    // The company's order follows: the new level comes before 1re année, the others keep their places.
    expect(await companyLevelLabels("ata")).toEqual([
      "Année préparatoire",
      "1re année",
      "2e année",
      "3e année",
    ]);
    expect(await auditActions("programme", created.id)).toEqual([{ action: "create", companyId: "ata" }]);
    const newLevel = created.levels[0]!;
    expect(await auditActions("level", newLevel.id)).toEqual([{ action: "create", companyId: "ata" }]);
  });

  it("takes a typed label the company already has as that level (case and accents ignored)", async () => {
    const response = await admin().post(
      "/api/programmes",
      newProgramme("BTS-GPME", { levels: [{ label: "1RE ANNEE" }, { label: "2e année" }] }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<ProgrammeDetail>();
    expect(created.levels.map((level) => level.id)).toEqual([
      t.fixture.levelIds.first,
      t.fixture.levelIds.second,
    ]);
  });

  it("refuses a code the company already uses, case ignored, naming its programme", async () => {
    const response = await admin().post("/api/programmes", newProgramme("bts-mco"));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: "CONFLICT",
        field: "code",
        message: "Ce code est déjà utilisé par le programme BTS Management Commercial Opérationnel.",
      },
    });
    // Another company's code is free.
    expect((await admin().post("/api/programmes", newProgramme("BACHELOR-RH"))).statusCode).toBe(201);
  });

  it("answers 400 on the field of an invalid value, in French", async () => {
    const cases: [object, string][] = [
      [{ code: "X1" }, "name"],
      [{ name: "Sans code" }, "code"],
      [newProgramme("X2", { rncpCode: "35380" }), "rncpCode"],
      [newProgramme("X3", { durationHours: 0 }), "durationHours"],
      [newProgramme("X4", { durationHours: 12.5 }), "durationHours"],
      [newProgramme("X5", { levels: [{ label: "  " }] }), "levels.0.label"],
    ];
    for (const [body, field] of cases) {
      const response = await admin().post("/api/programmes", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ error: { field?: string; message: string } }>().error;
      expect(error.field ?? "", JSON.stringify(body)).toContain(field.split(".")[0]);
    }
  });

  it("refuses a level twice in the list", async () => {
    const response = await admin().post(
      "/api/programmes",
      newProgramme("X6", { levels: [{ id: t.fixture.levelIds.first }, { label: "1re Année" }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { field: "levels", message: "Le niveau 1re année figure deux fois dans la liste." },
    });
  });

  it("answers 404 for another company's level, and creates nothing", async () => {
    const response = await admin().post(
      "/api/programmes",
      newProgramme("X7", { levels: [{ label: "Niveau orphelin" }, { id: t.fixture.horizonLevelId }] }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND", field: "levels" } });
    expect(await companyLevelLabels("ata")).not.toContain("Niveau orphelin");
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.code, "X7"));
    expect(row).toBeUndefined();
  });

  it("is the administrators': a teacher and a student are refused", async () => {
    for (const email of ["prof@ata.example", "apprenant@ata.example"]) {
      expect((await t.as(email).post("/api/programmes", newProgramme("X8"))).statusCode).toBe(403);
    }
    expect((await t.as("direction@ata.example").post("/api/programmes", newProgramme("X8"))).statusCode).toBe(
      201,
    );
  });
});

describe("editing a programme", () => {
  it("changes its fields and audits the change", async () => {
    const response = await admin().patch(`/api/programmes/${t.fixture.emptyId}`, {
      name: "Bachelor RH et Paie",
      rncpCode: null,
      durationHours: 600,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProgrammeDetail>()).toMatchObject({
      name: "Bachelor RH et Paie",
      code: "BACH-RH",
      rncpCode: null,
      durationHours: 600,
    });
    expect((await auditActions("programme", t.fixture.emptyId)).map((row) => row.action)).toContain("update");
  });

  it("adds, reorders and removes levels that nothing is at", async () => {
    const { first, second, third } = t.fixture.levelIds;
    const added = await admin().patch(`/api/programmes/${t.fixture.emptyId}`, {
      levels: [{ id: first }, { id: third }],
    });
    expect(added.json<ProgrammeDetail>().levels.map((level) => level.id)).toEqual([first, third]);
    const removed = await admin().patch(`/api/programmes/${t.fixture.emptyId}`, { levels: [{ id: third }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ProgrammeDetail>().levels.map((level) => level.id)).toEqual([third]);
    const links = await t.database.db
      .select()
      .from(programmeLevels)
      .where(eq(programmeLevels.programmeId, t.fixture.emptyId));
    expect(links.map((link) => link.levelId)).toEqual([third]);
    expect(second).toBeTruthy();
  });

  it("refuses to remove a level that a course or a student of the programme is at", async () => {
    const { first, second } = t.fixture.levelIds;
    const withoutSecond = await admin().patch(`/api/programmes/${t.fixture.mcoId}`, {
      levels: [{ id: first }],
    });
    expect(withoutSecond.statusCode).toBe(409);
    expect(withoutSecond.json()).toMatchObject({
      error: {
        code: "CONFLICT",
        field: "levels",
        message:
          "Le niveau 2e année ne peut pas être retiré du programme BTS Management Commercial Opérationnel : 1 apprenant et 1 cours y sont rattachés. Placez-les d'abord à un autre niveau.",
      },
    });
    const withoutFirst = await admin().patch(`/api/programmes/${t.fixture.mcoId}`, {
      levels: [{ id: second }],
    });
    expect(withoutFirst.statusCode).toBe(409);
    expect(withoutFirst.json<{ error: { message: string } }>().error.message).toContain(
      "1 cours y est rattaché.",
    );
  });

  it("refuses another programme's code and answers 404 for another company's programme", async () => {
    const taken = await admin().patch(`/api/programmes/${t.fixture.emptyId}`, { code: "BTS-MCO" });
    expect(taken.statusCode).toBe(409);
    const sameCode = await admin().patch(`/api/programmes/${t.fixture.mcoId}`, { code: "bts-mco" });
    expect(sameCode.statusCode).toBe(200);
    await admin().patch(`/api/programmes/${t.fixture.mcoId}`, { code: "BTS-MCO" });
    const other = await admin().patch(`/api/programmes/${t.fixture.horizonId}`, { name: "Piraté" });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.as("prof@ata.example").patch(`/api/programmes/${t.fixture.mcoId}`, { name: "X" })).statusCode,
    ).toBe(403);
  });
});

describe("archiving and deleting a programme", () => {
  it("archives and brings back a programme, hidden from the current list and flagged in the options", async () => {
    const archived = await admin().post(`/api/programmes/${t.fixture.mcoId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<ProgrammeDetail>()).toMatchObject({
      archived: true,
      archivedAt: expect.any(String),
    });
    const current = (await admin().get("/api/programmes")).json<Page<Programme>>();
    expect(current.items.map((p) => p.code)).not.toContain("BTS-MCO");
    const archivedList = (await admin().get("/api/programmes?archived=true")).json<Page<Programme>>();
    expect(archivedList.items.map((p) => p.code)).toEqual(["BTS-MCO"]);
    const options = (await admin().get("/api/school/options")).json<SchoolOptions>();
    expect(options.programmes.find((p) => p.code === "BTS-MCO")?.archived).toBe(true);
    expect(options.cohorts.every((cohort) => cohort.archived === false)).toBe(true);

    const back = await admin().post(`/api/programmes/${t.fixture.mcoId}/unarchive`);
    expect(back.json<ProgrammeDetail>()).toMatchObject({ archived: false, archivedAt: null });
    const actions = (await auditActions("programme", t.fixture.mcoId)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["archive", "unarchive"]));
    expect((await admin().post(`/api/programmes/${t.fixture.horizonId}/archive`)).statusCode).toBe(404);
  });

  it("refuses to delete a programme that is referred to, suggesting to archive it", async () => {
    const response = await admin().delete(`/api/programmes/${t.fixture.mcoId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      "Le programme BTS Management Commercial Opérationnel ne peut pas être supprimé : 1 apprenant, 2 cours, 1 session et 1 parcours y sont rattachés. Archivez-le plutôt : il ne sera plus proposé, et tout ce qui s'y rapporte sera gardé.",
    );
  });

  it("deletes a programme nothing refers to, with its levels' links, and audits it", async () => {
    const created = (
      await admin().post("/api/programmes", newProgramme("TMP", { levels: [{ label: "Niveau temporaire" }] }))
    ).json<ProgrammeDetail>();
    expect((await t.as("prof@ata.example").delete(`/api/programmes/${created.id}`)).statusCode).toBe(403);
    expect((await admin().delete(`/api/programmes/${t.fixture.horizonId}`)).statusCode).toBe(404);
    const response = await admin().delete(`/api/programmes/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await admin().get(`/api/programmes/${created.id}`)).statusCode).toBe(404);
    expect(await auditActions("programme", created.id)).toEqual([
      { action: "create", companyId: "ata" },
      { action: "delete", companyId: "ata" },
    ]);
    // The level stays the company's.
    expect(await companyLevelLabels("ata")).toContain("Niveau temporaire");
  });
});

describe("the company's levels", () => {
  it("lists them in order with their programmes, to every signed-in user of the company", async () => {
    const response = await t.as("apprenant@horizon.example").get("/api/levels");
    expect(response.statusCode).toBe(200);
    expect(response.json<LevelList>().items).toEqual([
      { id: t.fixture.horizonLevelId, label: "Licence 3", position: 0, programmeCount: 1 },
    ]);
  });

  it("creates a level after the others, refusing a label the company has", async () => {
    const response = await t.as("admin@horizon.example").post("/api/levels", { label: "Master 1" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ label: "Master 1", position: 1, programmeCount: 0 });
    const again = await t.as("admin@horizon.example").post("/api/levels", { label: "master 1" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { field: "label", message: "Ce niveau existe déjà." } });
    const empty = await t.as("admin@horizon.example").post("/api/levels", { label: " " });
    expect(empty.statusCode).toBe(400);
    expect((await t.as("prof@horizon.example").post("/api/levels", { label: "Master 2" })).statusCode).toBe(
      403,
    );
    const id = response.json<{ id: string }>().id;
    expect(await auditActions("level", id)).toEqual([{ action: "create", companyId: "horizon" }]);
  });

  it("renames a level of the company, and answers 404 for another company's", async () => {
    const response = await t
      .as("admin@horizon.example")
      .patch(`/api/levels/${t.fixture.horizonLevelId}`, { label: "Licence 3 (L3)" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ label: "Licence 3 (L3)" });
    const [row] = await t.database.db.select().from(levels).where(eq(levels.id, t.fixture.horizonLevelId));
    expect(row?.label).toBe("Licence 3 (L3)");
    expect(
      (await admin().patch(`/api/levels/${t.fixture.horizonLevelId}`, { label: "Volé" })).statusCode,
    ).toBe(404);
    const clash = await admin().patch(`/api/levels/${t.fixture.levelIds.first}`, { label: "2E ANNÉE" });
    expect(clash.statusCode).toBe(409);
    expect((await auditActions("level", t.fixture.horizonLevelId)).map((row) => row.action)).toEqual([
      "rename",
    ]);
  });
});
