// « Gestion des inscriptions »: who follows which course, bulk enrolments and withdrawals with the day they
// take effect, and the history every enrolment and withdrawal writes (here and on the course page).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, enrolmentChanges, enrolments } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createLevels, createProgramme } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const ADMIN = "admin@ata.example";
const OTHER_ADMIN = "admin@horizon.example";
/** 00:30 in Paris on 10 March 2026, still the 9th in UTC: « today » is the Paris day. */
const NOW = new Date("2026-03-09T23:30:00Z");
const TODAY = "2026-03-10";

/**
 * ata: BTS SIO (1re and 2e année) with a session of three students (two in 1re année), BTS CG with a
 * session of one student, and a student without programme; a course of each programme and one of none.
 * horizon: a course and a student.
 */
async function fixture(db: Db) {
  const accounts = await demoAccounts(db);
  const [first, second] = await createLevels(db, "ata", ["1re année", "2e année"]);
  const sio = await createProgramme(db, {
    companyId: "ata",
    code: "SIO",
    name: "BTS SIO",
    levelIds: [first!, second!],
    cohorts: [{ name: "SIO 2026" }],
  });
  const cg = await createProgramme(db, {
    companyId: "ata",
    code: "CG",
    name: "BTS CG",
    cohorts: [{ name: "CG 2026" }],
  });
  const student = (n: number, firstname: string, lastname: string, placement: object = {}) => ({
    companyId: "ata",
    studentNumber: `INS-${n}`,
    firstname,
    lastname,
    email: `ins${n}@etu.ata.example`,
    ...placement,
  });
  const sioPlacement = { programmeId: sio.programmeId, cohortId: sio.cohortIds[0]! };
  const [lea, hugo, ines, zoe, noe] = await createStudents(db, [
    student(1, "Léa", "Petit", { ...sioPlacement, levelId: first! }),
    student(2, "Hugo", "Martin", { ...sioPlacement, levelId: first! }),
    student(3, "Inès", "Durand", { ...sioPlacement, levelId: second! }),
    student(4, "Zoé", "Bernard", { programmeId: cg.programmeId, cohortId: cg.cohortIds[0]! }),
    student(5, "Noé", "Leroy"),
  ]);
  const course = (title: string, programmeId?: string) =>
    createCourse(db, { companyId: "ata", title, programmeId });
  const [horizonStudent] = await createStudents(db, [
    {
      companyId: "horizon",
      studentNumber: "HOR-INS-1",
      firstname: "Jade",
      lastname: "Roux",
      email: "jade.roux@etu.horizon.example",
    },
  ]);
  return {
    adminId: accounts.userId(ADMIN),
    level: { first: first!, second: second! },
    programme: { sio: sio.programmeId, cg: cg.programmeId },
    cohort: { sio: sio.cohortIds[0]!, cg: cg.cohortIds[0]! },
    student: { lea: lea!, hugo: hugo!, ines: ines!, zoe: zoe!, noe: noe! },
    course: {
      algo: await course("Algorithmique", sio.programmeId),
      reseaux: await course("Réseaux", sio.programmeId),
      compta: await course("Comptabilité", cg.programmeId),
      anglais: await course("Anglais"),
    },
    horizon: {
      course: await createCourse(db, { companyId: "horizon", title: "Cours d'Horizon" }),
      student: horizonStudent!,
    },
  };
}

const clock = new FakeClock(NOW);
let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture, clock });
});
afterAll(() => t.close());

const f = () => t.fixture;
const db = () => t.database.db;
const admin = () => t.as(ADMIN);

async function enrolledIn(courseId: string) {
  const rows = await db().select().from(enrolments).where(eq(enrolments.courseId, courseId));
  return rows.map((row) => row.studentId).sort();
}

async function historyOf(courseId: string) {
  return db()
    .select()
    .from(enrolmentChanges)
    .where(eq(enrolmentChanges.courseId, courseId))
    .orderBy(enrolmentChanges.createdAt);
}

describe("enrolling students in a course", () => {
  it("enrols the students chosen on the day given, recording each in the history and the audit", async () => {
    const { algo } = f().course;
    const { lea, hugo } = f().student;
    const response = await admin().post("/api/enrolments", {
      courseId: algo,
      studentIds: [lea, hugo],
      effectiveOn: "2026-09-01",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 2, alreadyEnrolled: 0 });
    expect(await enrolledIn(algo)).toEqual([lea, hugo].sort());
    const history = await historyOf(algo);
    expect(history.map((row) => [row.studentId, row.change, row.effectiveOn, row.authorId])).toEqual(
      expect.arrayContaining([
        [lea, "enrol", "2026-09-01", f().adminId],
        [hugo, "enrol", "2026-09-01", f().adminId],
      ]),
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, algo), eq(auditLog.action, "enrol")));
    expect(audit?.after).toMatchObject({ effectiveOn: "2026-09-01" });

    // Again: nobody new, nothing more in the history.
    const again = await admin().post("/api/enrolments", { courseId: algo, studentIds: [lea] });
    expect(again.json()).toEqual({ added: 0, alreadyEnrolled: 1 });
    expect(await historyOf(algo)).toHaveLength(2);
  });

  it("takes today in Paris as the effective day when none is given", async () => {
    const { anglais } = f().course;
    const response = await admin().post("/api/enrolments", {
      courseId: anglais,
      studentIds: [f().student.noe],
    });
    expect(response.json()).toEqual({ added: 1, alreadyEnrolled: 0 });
    const [row] = await historyOf(anglais);
    expect(row).toMatchObject({ change: "enrol", effectiveOn: TODAY, reason: null });
  });

  it("refuses students of another programme than the course's, naming each, and enrols nobody", async () => {
    const { compta } = f().course;
    const { lea, zoe, hugo, noe } = f().student;
    const response = await admin().post("/api/enrolments", {
      courseId: compta,
      studentIds: [zoe, lea, noe, hugo],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION",
      field: "studentIds.3",
      message:
        "2 apprenants suivent un autre programme que celui du cours Comptabilité (BTS CG) : personne n'a été inscrit.",
      details: [
        { field: "studentIds.3", message: "Hugo Martin suit le programme BTS SIO, pas BTS CG." },
        { field: "studentIds.1", message: "Léa Petit suit le programme BTS SIO, pas BTS CG." },
      ],
    });
    expect(await enrolledIn(compta)).toEqual([]);
    expect(await historyOf(compta)).toEqual([]);

    const one = await admin().post("/api/enrolments", { courseId: compta, studentIds: [lea] });
    expect(one.json().error.message).toBe("Léa Petit suit le programme BTS SIO, pas BTS CG.");
    // A student without a programme may follow any course.
    expect(
      (await admin().post("/api/enrolments", { courseId: compta, studentIds: [zoe, noe] })).json(),
    ).toEqual({
      added: 2,
      alreadyEnrolled: 0,
    });
  });

  it("refuses the same way on the course page's routes", async () => {
    const { compta } = f().course;
    const single = await admin().post(`/api/courses/${compta}/enrolments`, {
      studentIds: [f().student.ines],
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.message).toBe("Inès Durand suit le programme BTS SIO, pas BTS CG.");
    const session = await admin().post(`/api/courses/${compta}/enrolments/bulk`, {
      cohortId: f().cohort.sio,
    });
    expect(session.statusCode).toBe(400);
    expect(session.json().error).toMatchObject({ field: "cohortId", details: expect.any(Array) });
    expect(session.json().error.details).toHaveLength(3);
  });

  it("enrols a whole session, or one level of it, saying how many followed the course already", async () => {
    const { reseaux } = f().course;
    const atLevel = await admin().post("/api/enrolments", {
      courseId: reseaux,
      cohortId: f().cohort.sio,
      levelId: f().level.first,
      effectiveOn: "2026-09-02",
    });
    expect(atLevel.json()).toEqual({ added: 2, alreadyEnrolled: 0 });
    const whole = await admin().post("/api/enrolments", { courseId: reseaux, cohortId: f().cohort.sio });
    expect(whole.json()).toEqual({ added: 1, alreadyEnrolled: 2 });
    const history = await historyOf(reseaux);
    expect(history.map((row) => row.effectiveOn).sort()).toEqual([TODAY, "2026-09-02", "2026-09-02"]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reseaux), eq(auditLog.action, "enrol-cohort")));
    expect(audits).toHaveLength(2);
  });

  it("writes the history of the course page's enrolments too, effective today", async () => {
    const course = await createCourse(db(), { companyId: "ata", title: "Page du cours" });
    const { lea, hugo } = f().student;
    await admin().post(`/api/courses/${course}/enrolments`, { studentIds: [lea, hugo] });
    expect((await historyOf(course)).map((row) => [row.change, row.effectiveOn])).toEqual([
      ["enrol", TODAY],
      ["enrol", TODAY],
    ]);
    expect((await admin().delete(`/api/courses/${course}/enrolments/${lea}`)).statusCode).toBe(204);
    const history = await historyOf(course);
    expect(history.filter((row) => row.change === "withdraw")).toEqual([
      expect.objectContaining({ studentId: lea, effectiveOn: TODAY, reason: null, authorId: f().adminId }),
    ]);
    // Not enrolled any more: a conflict, named.
    const again = await admin().delete(`/api/courses/${course}/enrolments/${lea}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "NOT_ENROLLED",
      message: "Léa Petit ne suit pas le cours Page du cours.",
    });
  });
});

describe("withdrawing students", () => {
  it("withdraws many at once with a day and a reason, kept in the history and the audit", async () => {
    const course = await createCourse(db(), { companyId: "ata", title: "Mathématiques" });
    const other = await createCourse(db(), { companyId: "ata", title: "Physique" });
    const { lea, hugo, ines } = f().student;
    await admin().post("/api/enrolments", { courseId: course, studentIds: [lea, hugo, ines] });
    await admin().post("/api/enrolments", { courseId: other, studentIds: [lea] });

    const response = await admin().post("/api/enrolments/withdrawals", {
      enrolments: [
        { courseId: course, studentId: lea },
        { courseId: course, studentId: hugo },
        { courseId: other, studentId: lea },
      ],
      effectiveOn: "2026-02-28",
      reason: "  Réorientation  ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ withdrawn: 3 });
    expect(await enrolledIn(course)).toEqual([ines]);
    expect(await enrolledIn(other)).toEqual([]);
    const withdrawals = (await historyOf(course)).filter((row) => row.change === "withdraw");
    expect(withdrawals.map((row) => [row.studentId, row.effectiveOn, row.reason]).sort()).toEqual(
      [
        [lea, "2026-02-28", "Réorientation"],
        [hugo, "2026-02-28", "Réorientation"],
      ].sort(),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, course), eq(auditLog.action, "unenrol")));
    expect(audits.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ studentId: lea }, { effectiveOn: "2026-02-28", reason: "Réorientation" }],
        [{ studentId: hugo }, { effectiveOn: "2026-02-28", reason: "Réorientation" }],
      ]),
    );
  });

  it("refuses, all or nothing, to withdraw someone who does not follow the course (409, named)", async () => {
    const course = await createCourse(db(), { companyId: "ata", title: "Chimie" });
    const { lea, hugo, noe } = f().student;
    await admin().post("/api/enrolments", { courseId: course, studentIds: [lea] });
    const response = await admin().post("/api/enrolments/withdrawals", {
      enrolments: [
        { courseId: course, studentId: lea },
        { courseId: course, studentId: hugo },
        { courseId: course, studentId: noe },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "NOT_ENROLLED",
      field: "enrolments.1",
      message: "2 apprenants ne suivent pas les cours choisis : personne n'a été retiré.",
      details: [
        { field: "enrolments.1", message: "Hugo Martin ne suit pas le cours Chimie." },
        { field: "enrolments.2", message: "Noé Leroy ne suit pas le cours Chimie." },
      ],
    });
    // Léa's withdrawal went back with the others'.
    expect(await enrolledIn(course)).toEqual([lea]);
    expect((await historyOf(course)).map((row) => row.change)).toEqual(["enrol"]);
  });
});

describe("another company's records and the roles", () => {
  it("answers 404 for another company's course or student, changing nothing", async () => {
    const { algo } = f().course;
    const { horizon } = f();
    const expectNotFound = async (url: string, body: object) => {
      const response = await admin().post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    };
    await expectNotFound("/api/enrolments", { courseId: horizon.course, studentIds: [f().student.lea] });
    await expectNotFound("/api/enrolments", { courseId: algo, studentIds: [horizon.student] });
    await expectNotFound("/api/enrolments", { courseId: algo, cohortId: horizon.course });
    await expectNotFound("/api/enrolments/withdrawals", {
      enrolments: [{ courseId: horizon.course, studentId: horizon.student }],
    });
    await expectNotFound("/api/enrolments/withdrawals", {
      enrolments: [{ courseId: algo, studentId: horizon.student }],
    });
    expect(await enrolledIn(horizon.course)).toEqual([]);

    // Horizon's administrator sees none of ata's enrolments nor its history.
    const list = (await t.as(OTHER_ADMIN).get(`/api/enrolments?courseId=${algo}`)).json();
    expect(list.items).toEqual([]);
    const history = (await t.as(OTHER_ADMIN).get(`/api/enrolments/history?courseId=${algo}`)).json();
    expect(history.items).toEqual([]);
  });

  it("is the administrators' only", async () => {
    const routes = [
      ["get", "/api/enrolments"],
      ["get", "/api/enrolments/history"],
      ["post", "/api/enrolments"],
      ["post", "/api/enrolments/withdrawals"],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === "post" ? {} : undefined;
      expect((await t.as("prof@ata.example")[method](url, body)).statusCode, url).toBe(403);
      expect((await t.as("apprenant@ata.example")[method](url, body)).statusCode, url).toBe(403);
      expect((await t.as(null)[method](url, body)).statusCode, url).toBe(401);
    }
    expect((await t.as("direction@ata.example").get("/api/enrolments")).statusCode).toBe(200);
  });

  it("refuses bad bodies with the field and a French message", async () => {
    const { algo } = f().course;
    const { lea } = f().student;
    const fieldOf = async (url: string, body: object) => {
      const response = await admin().post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json().error.details[0];
    };
    expect(await fieldOf("/api/enrolments", { courseId: algo })).toEqual({
      field: "studentIds",
      message: "Choisissez des apprenants ou une session scolaire",
    });
    expect(
      await fieldOf("/api/enrolments", { courseId: algo, studentIds: [lea], cohortId: f().cohort.sio }),
    ).toMatchObject({ field: "studentIds" });
    expect(await fieldOf("/api/enrolments", { courseId: algo, studentIds: [] })).toEqual({
      field: "studentIds",
      message: "Choisissez au moins un apprenant",
    });
    expect(
      await fieldOf("/api/enrolments", { courseId: algo, studentIds: [lea], levelId: f().level.first }),
    ).toEqual({ field: "levelId", message: "Un niveau se choisit avec une session scolaire" });
    expect(
      await fieldOf("/api/enrolments", { courseId: algo, studentIds: [lea], effectiveOn: "31/12/2026" }),
    ).toEqual({ field: "effectiveOn", message: "Date attendue au format AAAA-MM-JJ" });
    expect(await fieldOf("/api/enrolments", { courseId: "pas-un-id", studentIds: [lea] })).toEqual({
      field: "courseId",
      message: "Identifiant invalide",
    });
    expect(await fieldOf("/api/enrolments/withdrawals", { enrolments: [] })).toEqual({
      field: "enrolments",
      message: "Choisissez au moins une inscription",
    });
    expect(
      await fieldOf("/api/enrolments/withdrawals", {
        enrolments: [{ courseId: algo, studentId: lea }],
        reason: "x".repeat(501),
      }),
    ).toEqual({ field: "reason", message: "500 caractères au maximum" });
  });
});

describe("the lists", () => {
  it("lists who follows which course since when, filtered by placement, course and search", async () => {
    const course = await createCourse(db(), {
      companyId: "ata",
      title: "Bases de données",
      programmeId: f().programme.sio,
    });
    const { lea, hugo, ines } = f().student;
    await admin().post("/api/enrolments", {
      courseId: course,
      studentIds: [lea, hugo],
      effectiveOn: "2026-09-07",
    });
    await admin().post("/api/enrolments", { courseId: course, studentIds: [ines] });

    const list = async (query: string) =>
      (await admin().get(`/api/enrolments?courseId=${course}${query}`)).json();
    const all = await list("");
    expect(all.total).toBe(3);
    expect(all.items.map((item: { student: { lastname: string } }) => item.student.lastname)).toEqual([
      "Durand",
      "Martin",
      "Petit",
    ]);
    expect(all.items[2]).toEqual({
      course: { id: course, title: "Bases de données" },
      student: {
        id: lea,
        studentNumber: "INS-1",
        firstname: "Léa",
        lastname: "Petit",
        usageName: null,
        programmeName: "BTS SIO",
        levelLabel: "1re année",
        cohortName: "SIO 2026",
      },
      since: "2026-09-07",
    });
    expect(all.items[0].since).toBe(TODAY);
    expect((await list(`&levelId=${f().level.second}`)).items).toHaveLength(1);
    expect((await list(`&cohortId=${f().cohort.sio}&programmeId=${f().programme.sio}`)).total).toBe(3);
    expect((await list(`&programmeId=${f().programme.cg}`)).total).toBe(0);
    expect(
      (await list("&q=petit%20lea")).items.map((item: { student: { id: string } }) => item.student.id),
    ).toEqual([lea]);
    expect(
      (await list("&sort=-student&pageSize=2&page=2")).items.map(
        (i: { student: { id: string } }) => i.student.id,
      ),
    ).toEqual([ines]);
    expect(
      (await admin().get(`/api/enrolments?studentId=${lea}&sort=course`)).json().items.length,
    ).toBeGreaterThan(1);
    expect((await admin().get("/api/enrolments?sort=age")).statusCode).toBe(400);
  });

  it("gives a student's or a course's history, newest first, with the author and the reason", async () => {
    const course = await createCourse(db(), { companyId: "ata", title: "Droit" });
    const { lea, hugo } = f().student;
    await admin().post("/api/enrolments", {
      courseId: course,
      studentIds: [lea, hugo],
      effectiveOn: "2026-09-01",
    });
    clock.advance(1000);
    await admin().post("/api/enrolments/withdrawals", {
      enrolments: [{ courseId: course, studentId: lea }],
      effectiveOn: "2026-10-15",
      reason: "Abandon",
    });
    const history = (await admin().get(`/api/enrolments/history?courseId=${course}`)).json();
    expect(history.total).toBe(3);
    const [withdrawal] = history.items;
    expect(withdrawal).toMatchObject({
      change: "withdraw",
      effectiveOn: "2026-10-15",
      reason: "Abandon",
      course: { id: course, title: "Droit" },
      student: { id: lea, firstname: "Léa", lastname: "Petit" },
      author: { id: f().adminId },
    });
    expect(withdrawal.author.name).not.toBe("");
    const ofLea = (await admin().get(`/api/enrolments/history?studentId=${lea}&courseId=${course}`)).json();
    expect(ofLea.items.map((item: { change: string }) => item.change).sort()).toEqual(["enrol", "withdraw"]);
  });
});
