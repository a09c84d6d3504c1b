import { randomUUID } from "node:crypto";
import type { SchoolOptions } from "@campus/contracts/school";
import { type Student, type StudentDetail, studentViewSchema } from "@campus/contracts/students";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, courses, courseTeachers, enrolments, students, teachers } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { ATA_SCHOOL, createCourses, createSchool } from "../../test/factories-school.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * The demo accounts; ata's school (three levels, BTS-MCO and its two cohorts, 24 students after the
 * demo student's number, a third of them présentiel) and horizon's; two ata courses, one taught by
 * the demo teacher (the demo student and a cohort follow it), and a horizon course.
 */
async function fixture(db: Db) {
  const accounts = await demoAccounts(db);
  const ata = await createSchool(db, {
    ...ATA_SCHOOL,
    teachers: 1,
    students: 24,
  });
  const horizon = await createSchool(db, {
    companyId: "horizon",
    prefix: "HOR-2026-",
    start: 2,
    levels: ["1re année"],
    programme: {
      code: "BTS-SIO",
      name: "BTS Services Informatiques aux Organisations",
      cohorts: [{ name: "BTS SIO 2026-2028", startDate: "2026-09-07", endDate: "2028-06-30" }],
    },
    teachers: 0,
    students: 2,
  });
  const [firstCohort, secondCohort] = ata.cohortIds;
  await createCourses(db, [
    {
      companyId: "ata",
      title: "Négociation commerciale",
      cohortId: firstCohort,
      teacherIds: [accounts.teacherId.ata],
      studentIds: [
        accounts.studentId.ata,
        ...ata.students.filter((s) => s.cohortId === firstCohort).map((s) => s.id),
      ],
    },
    {
      companyId: "ata",
      title: "Marketing digital",
      cohortId: secondCohort,
      teacherIds: ata.teacherIds,
      studentIds: [
        accounts.studentId.ata,
        ...ata.students.filter((s) => s.cohortId === secondCohort).map((s) => s.id),
      ],
    },
    {
      companyId: "horizon",
      title: "Développement web",
      teacherIds: [accounts.teacherId.horizon],
      studentIds: horizon.students.map((s) => s.id),
    },
  ]);
  // Every ata student number: the school's, the demo student's (0001) and the second demo student's (0301).
  const numbers = await db
    .select({ studentNumber: students.studentNumber })
    .from(students)
    .where(eq(students.companyId, "ata"));
  return { ataStudentNumbers: numbers.map((row) => row.studentNumber) };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
let admin: Record<string, string>;
let prof: Record<string, string>;
let student: Record<string, string>;
let options: SchoolOptions;
let horizonStudentId: string;
let demoStudentId: string;
let taughtCourseId: string | undefined;
let otherCourseId: string | undefined;
let horizonCourseId: string | undefined;

type Page = { items: Student[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  admin = bearer(await t.login("admin@ata.example"));
  prof = bearer(await t.login("prof@ata.example"));
  student = bearer(await t.login("apprenant@ata.example"));
  options = (await t.app.inject({ method: "GET", url: "/api/school/options", headers: admin })).json();
  const db = t.database.db;
  const [horizon] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.companyId, "horizon"))
    .limit(1);
  horizonStudentId = horizon!.id;
  const [demo] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, "apprenant@ata.example"));
  demoStudentId = demo!.id;
  const taught = db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
    .where(eq(teachers.email, "prof@ata.example"));
  const [mine] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, taught))
    .limit(1);
  taughtCourseId = mine?.id;
  const [other] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, "ata"), notInArray(courses.id, taught)))
    .limit(1);
  otherCourseId = other?.id;
  const [horizonCourse] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.companyId, "horizon"))
    .limit(1);
  horizonCourseId = horizonCourse?.id;
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const list = async (query: string, headers = admin) => {
  const response = await inject("GET", `/api/students?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

const newStudent = (n: string) => ({
  studentNumber: `TEST-${n}`,
  firstname: "Zoé",
  lastname: `Testeur${n}`,
  email: `zoe.testeur${n}@etu.ata.example`,
  postalAddress: "1 place Bellecour",
  postalCode: "69002",
  programmeId: options.programmes[0]!.id,
  levelId: options.levels[0]!.id,
});

describe("the students list", () => {
  it("pages the company's students with every field of a student by course", async () => {
    const page = await list("page=2&pageSize=10");
    expect(page).toMatchObject({ page: 2, pageSize: 10 });
    expect(page.total).toBe(t.fixture.ataStudentNumbers.length);
    expect(page.items).toHaveLength(10);
    const [fullView] = studentViewSchema.options;
    expect(page.items[0]).toMatchObject({ view: "full" });
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(Object.keys(fullView.shape).sort());
    expect(page.items.every((item) => item.studentNumber.startsWith("ATA-"))).toBe(true);
  });

  it("searches names, e-mails and numbers without minding accents or case", async () => {
    const byName = await list("q=L%C3%A9a%20PETIT");
    expect(byName.items.map((item) => item.id)).toContain(demoStudentId);
    const byNumber = await list("q=ata-2026-0001");
    expect(byNumber.items.map((item) => item.email)).toEqual(["apprenant@ata.example"]);
    const byEmail = await list("q=apprenant%40ata");
    expect(byEmail.total).toBe(1);
    const none = await list("q=zzzz-personne");
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it("filters by programme, level and cohort", async () => {
    const programme = options.programmes.find((p) => p.code === "BTS-MCO")!;
    const byProgramme = await list(`programmeId=${programme.id}&pageSize=200`);
    expect(byProgramme.total).toBeGreaterThan(0);
    expect(byProgramme.items.every((item) => item.programmeName === programme.name)).toBe(true);
    const cohort = options.cohorts[0]!;
    const byCohort = await list(`cohortId=${cohort.id}&pageSize=200`);
    expect(byCohort.items.every((item) => item.cohortId === cohort.id)).toBe(true);
    const level = options.levels[1]!;
    const byLevel = await list(`levelId=${level.id}&programmeId=${programme.id}`);
    expect(
      byLevel.items.every((item) => item.levelLabel === level.label && item.programmeId === programme.id),
    ).toBe(true);
    expect((await inject("GET", "/api/students?cohortId=nope", admin)).statusCode).toBe(400);
  });

  it("filters on the whitelist status: presentiel or listed", async () => {
    const all = await list("pageSize=1");
    const whitelisted = await list("whitelisted=true&pageSize=200");
    const others = await list("whitelisted=false&pageSize=200");
    expect(whitelisted.total).toBeGreaterThan(0);
    expect(whitelisted.total + others.total).toBe(all.total);
    expect(whitelisted.items.every((item) => item.whitelisted)).toBe(true);
    expect(others.items.every((item) => !item.whitelisted && !item.presentiel)).toBe(true);
  });

  it("sorts on the allowed fields only", async () => {
    const page = await list("sort=-studentNumber&pageSize=3");
    // 0301: the second demo student, numbered after the demo's 300 others, then the school's last two.
    const last = t.fixture.ataStudentNumbers.filter((n) => n !== "ATA-2026-0301").sort();
    expect(page.items.map((item) => item.studentNumber)).toEqual([
      "ATA-2026-0301",
      last[last.length - 1],
      last[last.length - 2],
    ]);
    expect((await inject("GET", "/api/students?sort=searchText", admin)).statusCode).toBe(400);
  });

  it("shows a teacher only the students of their courses", async () => {
    const mine = await t.database.db
      .select({ n: sql<number>`count(distinct ${enrolments.studentId})` })
      .from(enrolments)
      .innerJoin(courseTeachers, eq(courseTeachers.courseId, enrolments.courseId))
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(eq(teachers.email, "prof@ata.example"));
    const page = await list("pageSize=5", prof);
    expect(page.total).toBe(Number(mine[0]?.n ?? 0));
    const all = await list("pageSize=1");
    expect(page.total).toBeLessThan(all.total);
  });

  it("is refused to a student and to an anonymous caller", async () => {
    expect((await inject("GET", "/api/students", student)).statusCode).toBe(403);
    expect((await inject("GET", "/api/students")).statusCode).toBe(401);
  });
});

describe("a student's profile", () => {
  it("shows identity, courses and whitelist status", async () => {
    const response = await inject("GET", `/api/students/${demoStudentId}`, admin);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StudentDetail>();
    expect(detail).toMatchObject({
      studentNumber: "ATA-2026-0001",
      firstname: "Léa",
      lastname: "Petit",
      presentiel: true,
      whitelisted: true,
      inWhitelist: false,
    });
    expect(detail.userId).not.toBeNull();
    const enrolled = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.studentId, demoStudentId));
    expect(detail.courses).toHaveLength(enrolled.length);
  });

  it("answers 404 for another company's student or an unknown id", async () => {
    expect((await inject("GET", `/api/students/${horizonStudentId}`, admin)).statusCode).toBe(404);
    expect((await inject("GET", `/api/students/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await inject("GET", `/api/students/${demoStudentId}`, student)).statusCode).toBe(403);
    expect((await inject("GET", `/api/students/${demoStudentId}`)).statusCode).toBe(401);
  });

  it("answers 404 to a teacher for a student outside their courses", async () => {
    const created = (
      await inject("POST", "/api/students", admin, newStudent("outside"))
    ).json<StudentDetail>();
    expect((await inject("GET", `/api/students/${created.id}`, prof)).statusCode).toBe(404);
    const visible = await list("pageSize=1", prof);
    if (visible.items[0]) {
      expect((await inject("GET", `/api/students/${visible.items[0].id}`, prof)).statusCode).toBe(200);
    }
  });
});

describe("creating, editing and deleting a student", () => {
  it("creates a student and records it in the audit log", async () => {
    const response = await inject("POST", "/api/students", admin, newStudent("1"));
    expect(response.statusCode).toBe(201);
    const created = response.json<StudentDetail>();
    expect(created).toMatchObject({
      studentNumber: "TEST-1",
      programmeName: options.programmes[0]!.name,
      levelLabel: options.levels[0]!.label,
      presentiel: false,
      whitelisted: false,
      courses: [],
    });
    const found = await list("q=testeur1");
    expect(found.items.map((item) => item.id)).toContain(created.id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((entry) => [entry.action, entry.entity])).toEqual([["create", "student"]]);
  });

  it("refuses a duplicate number or e-mail with the field", async () => {
    const number = await inject("POST", "/api/students", admin, {
      ...newStudent("2"),
      studentNumber: "ATA-2026-0001",
    });
    expect(number.statusCode).toBe(409);
    expect(number.json().error.field).toBe("studentNumber");
    const email = await inject("POST", "/api/students", admin, {
      ...newStudent("2"),
      email: "APPRENANT@ata.example",
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().error.field).toBe("email");
  });

  it("refuses a programme of another company and bad fields", async () => {
    const horizonOptions: SchoolOptions = (
      await inject("GET", "/api/school/options", bearer(await t.login("admin@horizon.example")))
    ).json();
    const foreign = await inject("POST", "/api/students", admin, {
      ...newStudent("3"),
      programmeId: horizonOptions.programmes[0]!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.field).toBe("programmeId");
    const bad = await inject("POST", "/api/students", admin, { ...newStudent("3"), email: "pas-un-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe("email");
  });

  it("is refused to a teacher", async () => {
    expect((await inject("POST", "/api/students", prof, newStudent("4"))).statusCode).toBe(403);
    expect((await inject("POST", "/api/students", {}, newStudent("4"))).statusCode).toBe(401);
  });

  it("edits a student: presentiel makes them whitelisted, an emptied field is cleared", async () => {
    const created = (await inject("POST", "/api/students", admin, newStudent("5"))).json<StudentDetail>();
    const response = await inject("PATCH", `/api/students/${created.id}`, admin, {
      usageName: "Durand",
      presentiel: true,
      postalCode: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudentDetail>()).toMatchObject({
      usageName: "Durand",
      presentiel: true,
      whitelisted: true,
      postalCode: null,
      lastname: "Testeur5",
    });
    expect((await list("q=durand%20testeur5")).total).toBe(1);
    expect(
      (await inject("PATCH", `/api/students/${horizonStudentId}`, admin, { note: "x" })).statusCode,
    ).toBe(404);
    expect((await inject("PATCH", `/api/students/${created.id}`, prof, { note: "x" })).statusCode).toBe(403);
  });

  it("keeps a linked account's names in step", async () => {
    const response = await inject("PATCH", `/api/students/${demoStudentId}`, admin, {
      usageName: "Martin",
      firstname: "Léa",
    });
    expect(response.statusCode).toBe(200);
    const me = await inject("GET", "/api/auth/me", student);
    expect(me.json()).toMatchObject({ firstname: "Léa", lastname: "Petit", email: "apprenant@ata.example" });
  });

  it("deletes a student of the company only", async () => {
    const created = (await inject("POST", "/api/students", admin, newStudent("6"))).json<StudentDetail>();
    expect((await inject("DELETE", `/api/students/${created.id}`, prof)).statusCode).toBe(403);
    expect((await inject("DELETE", `/api/students/${horizonStudentId}`, admin)).statusCode).toBe(404);
    const removed = await inject("DELETE", `/api/students/${created.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().outcome).toBe("deleted");
    expect((await inject("GET", `/api/students/${created.id}`, admin)).statusCode).toBe(404);
    expect((await inject("DELETE", `/api/students/${created.id}`, admin)).statusCode).toBe(404);
  });
});

describe("exports", () => {
  it("exports the filtered list as a PDF", async () => {
    const programme = options.programmes[0]!;
    const response = await inject(
      "GET",
      `/api/students/export?format=pdf&programmeId=${programme.id}`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="apprenants-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("exports the same list as a spreadsheet with the spec's columns", async () => {
    const query = "whitelisted=true&sort=studentNumber";
    const response = await inject("GET", `/api/students/export?format=xlsx&${query}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toContain("ATA Formation");
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      "N° étudiant",
      "Nom",
      "Prénom",
      "E-mail",
      "Programme",
      "Niveau",
      "Session",
      "Whitelist",
    ]);
    const page = await list(`${query}&pageSize=1`);
    expect(sheet.rowCount - 5).toBe(page.total);
    expect(sheet.getRow(6).getCell(8).value).toBe("Oui");
  });

  it("refuses a student, an anonymous caller and a bad format", async () => {
    expect((await inject("GET", "/api/students/export?format=pdf", student)).statusCode).toBe(403);
    expect((await inject("GET", "/api/students/export?format=pdf")).statusCode).toBe(401);
    expect((await inject("GET", "/api/students/export?format=docx", admin)).statusCode).toBe(400);
  });

  it("lets a teacher export their students only", async () => {
    const response = await inject("GET", "/api/students/export?format=xlsx", prof);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const page = await list("pageSize=1", prof);
    expect(workbook.worksheets[0]!.rowCount - 5).toBe(page.total);
  });

  it("exports a course's students, within the company and for its teachers", async () => {
    expect(taughtCourseId && otherCourseId && horizonCourseId).toBeTruthy();
    const url = (id: string | undefined, format = "pdf") =>
      `/api/courses/${id}/students/export?format=${format}`;
    const byAdmin = await inject("GET", url(taughtCourseId), admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(byAdmin.headers["content-disposition"]).toMatch(
      /^attachment; filename="apprenants-[a-z0-9-]+\.pdf"$/,
    );
    const byTeacher = await inject("GET", url(taughtCourseId, "xlsx"), prof);
    expect(byTeacher.statusCode).toBe(200);
    expect(byTeacher.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    const bytes = byTeacher.rawPayload;
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const enrolled = await t.database.db
      .select({ id: enrolments.studentId })
      .from(enrolments)
      .where(eq(enrolments.courseId, taughtCourseId!))
      .orderBy(asc(enrolments.studentId));
    expect(workbook.worksheets[0]!.rowCount - 5).toBe(enrolled.length);

    expect((await inject("GET", url(otherCourseId), prof)).statusCode).toBe(404);
    expect((await inject("GET", url(horizonCourseId), admin)).statusCode).toBe(404);
    expect((await inject("GET", url(randomUUID()), admin)).statusCode).toBe(404);
    expect((await inject("GET", url(taughtCourseId), student)).statusCode).toBe(403);
    expect((await inject("GET", url(taughtCourseId))).statusCode).toBe(401);
  });
});
