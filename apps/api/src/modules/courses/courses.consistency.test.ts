// A course's programme, level and session (cohort) must agree: the level one the programme is taught at,
// the session a run of the programme. And a bulk enrolment whose filter matches nobody says which.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, courses, enrolments } from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createLevels, createProgramme } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const ADMIN = "admin@ata.example";

/**
 * ata: three levels; BTS SIO (1re and 2e année) with a session of three students in 2e année and one
 * without a level, and an empty session; BTS CG (1re and 2e année) with one session of two students in
 * 1re année; a course of BTS CG, and one saved before the check with BTS SIO's session. horizon: a level.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  const [first, second, third] = await createLevels(db, "ata", ["1re année", "2e année", "3e année"]);
  const level = { first: first!, second: second!, third: third! };
  const sio = await createProgramme(db, {
    companyId: "ata",
    code: "BTS-SIO",
    name: "BTS Services Informatiques aux Organisations",
    levelIds: [level.first, level.second],
    cohorts: [{ name: "BTS SIO 2025-2027" }, { name: "BTS SIO 2026-2028" }],
  });
  const cg = await createProgramme(db, {
    companyId: "ata",
    code: "BTS-CG",
    name: "BTS Comptabilité et Gestion",
    levelIds: [level.first, level.second],
    cohorts: [{ name: "BTS CG 2026-2028" }],
  });
  const cohort = { sio2025: sio.cohortIds[0]!, sio2026: sio.cohortIds[1]!, cg2026: cg.cohortIds[0]! };
  const student = (n: number, placement: { programmeId: string; cohortId: string; levelId?: string }) => ({
    companyId: "ata",
    studentNumber: `CONS-${n}`,
    firstname: "Camille",
    lastname: `Essai${n}`,
    email: `camille.essai${n}@etu.ata.example`,
    ...placement,
  });
  const sioPlacement = { programmeId: sio.programmeId, cohortId: cohort.sio2025 };
  const cgPlacement = { programmeId: cg.programmeId, cohortId: cohort.cg2026, levelId: level.first };
  await createStudents(db, [
    student(1, { ...sioPlacement, levelId: level.second }),
    student(2, { ...sioPlacement, levelId: level.second }),
    student(3, { ...sioPlacement, levelId: level.second }),
    student(4, sioPlacement),
    student(5, cgPlacement),
    student(6, cgPlacement),
  ]);
  const cgCourse = await createCourse(db, {
    companyId: "ata",
    title: "Comptabilité générale",
    programmeId: cg.programmeId,
    levelId: level.first,
    cohortId: cohort.cg2026,
  });
  const legacyCourse = await createCourse(db, {
    companyId: "ata",
    title: "Cours d'avant la vérification",
    programmeId: cg.programmeId,
    cohortId: cohort.sio2025,
  });
  const [horizonLevel] = await createLevels(db, "horizon", ["1re année"]);
  return {
    level,
    programme: { sio: sio.programmeId, cg: cg.programmeId },
    cohort,
    course: { cg: cgCourse, legacy: legacyCourse },
    horizonLevel: horizonLevel!,
  };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  await t.signIn(ADMIN);
});
afterAll(() => t.close());

const f = () => t.fixture;
const db = () => t.database.db;

async function courseRow(id: string) {
  const [row] = await db().select().from(courses).where(eq(courses.id, id));
  return row!;
}

async function courseCount() {
  return (await db().select({ id: courses.id }).from(courses).where(eq(courses.companyId, "ata"))).length;
}

async function auditCount(courseId: string) {
  return (await db().select().from(auditLog).where(eq(auditLog.entityId, courseId))).length;
}

describe("a course's programme, level and session", () => {
  it("refuses on create a session of another programme, naming both (400 on cohortId), creating nothing", async () => {
    const before = await courseCount();
    const response = await t.as(ADMIN).post("/api/courses", {
      title: "Bases de données",
      programmeId: f().programme.cg,
      levelId: f().level.second,
      cohortId: f().cohort.sio2025,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      field: "cohortId",
      message: "La session BTS SIO 2025-2027 n'est pas une session du programme BTS Comptabilité et Gestion.",
    });
    expect(await courseCount()).toBe(before);
  });

  it("refuses on create a level the programme is not taught at (400 on levelId), creating nothing", async () => {
    const before = await courseCount();
    const response = await t.as(ADMIN).post("/api/courses", {
      title: "Bases de données",
      programmeId: f().programme.sio,
      levelId: f().level.third,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: "levelId",
      message:
        "Le niveau 3e année n'est pas un niveau du programme BTS Services Informatiques aux Organisations.",
    });
    expect(await courseCount()).toBe(before);
  });

  it("gives both fields' messages when the level and the session are both wrong", async () => {
    const response = await t.as(ADMIN).post("/api/courses", {
      title: "Bases de données",
      programmeId: f().programme.sio,
      levelId: f().level.third,
      cohortId: f().cohort.cg2026,
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.field).toBe("levelId");
    expect(error.details.map((d: { field: string }) => d.field)).toEqual(["levelId", "cohortId"]);
  });

  it("accepts a level and a session of the programme, and any of them without a programme", async () => {
    const matching = await t.as(ADMIN).post("/api/courses", {
      title: "Développement web",
      programmeId: f().programme.sio,
      levelId: f().level.second,
      cohortId: f().cohort.sio2025,
    });
    expect(matching.statusCode).toBe(201);
    expect(matching.json()).toMatchObject({
      programme: { id: f().programme.sio },
      level: { id: f().level.second },
      cohort: { id: f().cohort.sio2025 },
    });
    const withoutProgramme = await t.as(ADMIN).post("/api/courses", {
      title: "Anglais professionnel",
      levelId: f().level.third,
      cohortId: f().cohort.cg2026,
    });
    expect(withoutProgramme.statusCode).toBe(201);
  });

  it("still answers 404 for another company's level", async () => {
    const response = await t.as(ADMIN).post("/api/courses", {
      title: "Bases de données",
      programmeId: f().programme.sio,
      levelId: f().horizonLevel,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe("levelId");
  });

  it("refuses on update a session or level that does not fit, leaving the course and its audit unchanged", async () => {
    const id = f().course.cg;
    const before = await courseRow(id);
    const audits = await auditCount(id);

    const otherCohort = await t.as(ADMIN).patch(`/api/courses/${id}`, {
      title: "Titre changé",
      cohortId: f().cohort.sio2025,
    });
    expect(otherCohort.statusCode).toBe(400);
    expect(otherCohort.json().error.field).toBe("cohortId");

    const otherLevel = await t.as(ADMIN).patch(`/api/courses/${id}`, { levelId: f().level.third });
    expect(otherLevel.statusCode).toBe(400);
    expect(otherLevel.json().error.field).toBe("levelId");

    // A new programme alone is checked against the level and session the course keeps.
    const otherProgramme = await t.as(ADMIN).patch(`/api/courses/${id}`, { programmeId: f().programme.sio });
    expect(otherProgramme.statusCode).toBe(400);
    expect(otherProgramme.json().error).toMatchObject({
      field: "cohortId",
      message:
        "La session BTS CG 2026-2028 n'est pas une session du programme BTS Services Informatiques aux Organisations.",
    });

    expect(await courseRow(id)).toEqual(before);
    expect(await auditCount(id)).toBe(audits);
  });

  it("accepts on update a programme with its own level and session", async () => {
    const created = (
      await t.as(ADMIN).post("/api/courses", {
        title: "Culture économique",
        programmeId: f().programme.cg,
        levelId: f().level.first,
        cohortId: f().cohort.cg2026,
      })
    ).json();
    const response = await t.as(ADMIN).patch(`/api/courses/${created.id}`, {
      programmeId: f().programme.sio,
      levelId: f().level.second,
      cohortId: f().cohort.sio2025,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      programme: { id: f().programme.sio },
      level: { id: f().level.second },
      cohort: { id: f().cohort.sio2025 },
    });
    // Emptying the session and the level always fits.
    const emptied = await t.as(ADMIN).patch(`/api/courses/${created.id}`, { levelId: null, cohortId: null });
    expect(emptied.statusCode).toBe(200);
  });

  it("lets a course saved before the check change its title, and asks for a fitting session to change links", async () => {
    const id = f().course.legacy;
    const renamed = await t.as(ADMIN).patch(`/api/courses/${id}`, { title: "Cours renommé" });
    expect(renamed.statusCode).toBe(200);
    const relinked = await t.as(ADMIN).patch(`/api/courses/${id}`, { levelId: f().level.first });
    expect(relinked.statusCode).toBe(400);
    expect(relinked.json().error.field).toBe("cohortId");
    const fixed = await t.as(ADMIN).patch(`/api/courses/${id}`, {
      levelId: f().level.first,
      cohortId: f().cohort.cg2026,
    });
    expect(fixed.statusCode).toBe(200);
  });

  it("gives each programme its levels in the school options", async () => {
    const options = (await t.as(ADMIN).get("/api/school/options")).json();
    const sio = options.programmes.find((p: { id: string }) => p.id === f().programme.sio);
    expect(sio.levelIds).toEqual([f().level.first, f().level.second]);
  });
});

describe("« Inscription groupée » that matches nobody", () => {
  async function newCourse(title: string) {
    const response = await t.as(ADMIN).post("/api/courses", {
      title,
      programmeId: f().programme.sio,
      cohortId: f().cohort.sio2025,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const enrolled = async (courseId: string) =>
    (await db().select().from(enrolments).where(eq(enrolments.courseId, courseId))).length;
  const cohortAudits = async (courseId: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, courseId), eq(auditLog.action, "enrol-cohort")))
    ).length;

  it("says the session has no student (400 on cohortId), enrolling no one", async () => {
    const courseId = await newCourse("Réseaux");
    const response = await t
      .as(ADMIN)
      .post(`/api/courses/${courseId}/enrolments/bulk`, { cohortId: f().cohort.sio2026 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: "cohortId",
      message: "Aucun apprenant dans la session BTS SIO 2026-2028.",
    });
    expect(await enrolled(courseId)).toBe(0);
    expect(await cohortAudits(courseId)).toBe(0);
  });

  it("says nobody of the session is at the level, and which levels its students are at (400 on levelId)", async () => {
    const courseId = await newCourse("Cybersécurité");
    const response = await t.as(ADMIN).post(`/api/courses/${courseId}/enrolments/bulk`, {
      cohortId: f().cohort.sio2025,
      levelId: f().level.first,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: "levelId",
      message:
        "Aucun apprenant de la session BTS SIO 2025-2027 au niveau 1re année. " +
        "Niveaux de ses 4 apprenants : 2e année (3), sans niveau (1).",
    });
    expect(await enrolled(courseId)).toBe(0);
    expect(await cohortAudits(courseId)).toBe(0);
  });

  it("names the one level of a session whose students share it", async () => {
    const courseId = await newCourse("Comptabilité approfondie");
    const response = await t.as(ADMIN).post(`/api/courses/${courseId}/enrolments/bulk`, {
      cohortId: f().cohort.cg2026,
      levelId: f().level.second,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Aucun apprenant de la session BTS CG 2026-2028 au niveau 2e année. Ses 2 apprenants sont en 1re année.",
    );
  });

  it("enrols the matching students, then adds none when they are all enrolled already", async () => {
    const courseId = await newCourse("Algorithmique");
    const atLevel = await t.as(ADMIN).post(`/api/courses/${courseId}/enrolments/bulk`, {
      cohortId: f().cohort.sio2025,
      levelId: f().level.second,
    });
    expect(atLevel.statusCode).toBe(200);
    expect(atLevel.json()).toEqual({ added: 3 });
    const whole = await t
      .as(ADMIN)
      .post(`/api/courses/${courseId}/enrolments/bulk`, { cohortId: f().cohort.sio2025 });
    expect(whole.json()).toEqual({ added: 1 });
    const again = await t
      .as(ADMIN)
      .post(`/api/courses/${courseId}/enrolments/bulk`, { cohortId: f().cohort.sio2025 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ added: 0 });
    expect(await enrolled(courseId)).toBe(4);
  });
});
