import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { cohorts, courses, enrolments, students, teachers } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { DEMO_COURSES_PER_COMPANY, seedCourses } from "../../seed/demo-courses.ts";
import { demoAccounts } from "../../test/factories.ts";
import { ATA_SCHOOL, createSchool } from "../../test/factories-school.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * The demo accounts and a small school for each company (levels, a programme and its cohorts, a few
 * teachers, a dozen students), then the demo's courses step on it: it builds each company's twenty
 * courses (the last archived) from whatever school data it finds, which the first tests check and the
 * others use. The rest of the demo (its 300 students per company, slots, messages) is not needed.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  await createSchool(db, {
    ...ATA_SCHOOL,
    teachers: 3,
    students: 12,
  });
  await createSchool(db, {
    companyId: "horizon",
    prefix: "HOR-2026-",
    start: 2,
    levels: ["1re année", "2e année"],
    programme: {
      code: "BTS-SIO",
      name: "BTS Services Informatiques aux Organisations",
      cohorts: [{ name: "BTS SIO 2026-2028", startDate: "2026-09-07", endDate: "2028-06-30" }],
    },
    teachers: 2,
    students: 4,
  });
  await seedCourses(db);
}

let t: TestApp;
/** The app's time: it stands still unless a test moves it. */
const clock = new FakeClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock, seed: fixture });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function teacherOf(email: string) {
  const [row] = await db().select().from(teachers).where(eq(teachers.email, email));
  return row!;
}
async function studentOf(email: string) {
  const [row] = await db().select().from(students).where(eq(students.email, email));
  return row!;
}
async function anyCourse(companyId: string) {
  const [row] = await db()
    .select()
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.archived, false)))
    .orderBy(asc(courses.title))
    .limit(1);
  return row!;
}

describe("the demo seed", () => {
  for (const companyId of ["ata", "horizon"]) {
    it(`gives ${companyId} about twenty courses tied to its school data`, async () => {
      const rows = await db().select().from(courses).where(eq(courses.companyId, companyId));
      expect(rows).toHaveLength(DEMO_COURSES_PER_COMPANY);
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      expect(rows.every((row) => row.cohortId !== null && row.thematicTitle.length > 0)).toBe(true);
    });

    it(`lets ${companyId}'s demo teacher teach 4+ courses, 2+ of them followed by the demo student`, async () => {
      const teacher = await teacherOf(`prof@${companyId}.example`);
      const token = await t.login(`prof@${companyId}.example`);
      const list = await t.app.inject({
        method: "GET",
        url: "/api/courses?pageSize=100",
        headers: bearer(token),
      });
      const taught = list.json().items as { id: string }[];
      expect(taught.length).toBeGreaterThanOrEqual(4);

      const student = await studentOf(`apprenant@${companyId}.example`);
      const followed = await db().select().from(enrolments).where(eq(enrolments.studentId, student.id));
      expect(followed.length).toBeGreaterThanOrEqual(4);
      const both = followed.filter((e) => taught.some((c) => c.id === e.courseId));
      expect(both.length).toBeGreaterThanOrEqual(2);
      expect(teacher.userId).not.toBeNull();
    });
  }

  it("runs again without adding anything", async () => {
    const before = await db().select({ id: courses.id }).from(courses);
    await seedCourses(db());
    const after = await db().select({ id: courses.id }).from(courses);
    expect(after).toHaveLength(before.length);
  });
});

describe("GET /api/courses", () => {
  it("lists the company's current courses with their links, teachers and enrolment counts", async () => {
    const response = await t.as("admin@ata.example").get("/api/courses?pageSize=100");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(DEMO_COURSES_PER_COMPANY - 1);
    expect(page.items.every((c: { archived: boolean }) => !c.archived)).toBe(true);
    const first = page.items[0];
    expect(first).toMatchObject({
      title: expect.any(String),
      thematicTitle: expect.any(String),
      cohort: { id: expect.any(String), name: expect.any(String) },
      enrolledCount: expect.any(Number),
    });
    expect(first.teachers.length).toBeGreaterThanOrEqual(1);
    expect(first.teachers[0]).toEqual({
      id: expect.any(String),
      firstname: expect.any(String),
      lastname: expect.any(String),
    });
    const titles = page.items.map((c: { title: string }) => c.title);
    const reversed = (await t.as("admin@ata.example").get("/api/courses?pageSize=100&sort=-title")).json();
    expect(reversed.items.map((c: { title: string }) => c.title)).toEqual([...titles].reverse());
    const [course] = await db().select().from(courses).where(eq(courses.id, first.id));
    const enrolled = await db().select().from(enrolments).where(eq(enrolments.courseId, course!.id));
    expect(first.enrolledCount).toBe(enrolled.length);
  });

  it("shows the archive on demand and filters by cohort, teacher and title", async () => {
    const archived = (await t.as("admin@ata.example").get("/api/courses?archived=true")).json();
    expect(archived.total).toBe(1);
    expect(archived.items[0].archived).toBe(true);

    const course = await anyCourse("ata");
    const byCohort = (await t.as("admin@ata.example").get(`/api/courses?cohortId=${course.cohortId}`)).json();
    expect(byCohort.total).toBeGreaterThan(0);
    expect(byCohort.items.every((c: { cohort: { id: string } }) => c.cohort.id === course.cohortId)).toBe(
      true,
    );

    const teacher = await teacherOf("prof@ata.example");
    const byTeacher = (await t.as("admin@ata.example").get(`/api/courses?teacherId=${teacher.id}`)).json();
    expect(byTeacher.total).toBeGreaterThanOrEqual(4);
    for (const item of byTeacher.items) {
      expect(item.teachers.map((x: { id: string }) => x.id)).toContain(teacher.id);
    }

    const q = course.title.slice(0, 6).toUpperCase();
    const byTitle = (await t.as("admin@ata.example").get(`/api/courses?q=${encodeURIComponent(q)}`)).json();
    expect(byTitle.items.map((c: { id: string }) => c.id)).toContain(course.id);
  });

  it("pages and sorts", async () => {
    const page2 = (
      await t.as("admin@ata.example").get("/api/courses?page=2&pageSize=5&sort=-plannedHours")
    ).json();
    expect(page2.items).toHaveLength(5);
    expect(page2.page).toBe(2);
    const hours = page2.items.map((c: { plannedHours: number }) => c.plannedHours);
    expect(hours).toEqual([...hours].sort((a: number, b: number) => b - a));
  });

  it("shows a teacher only the courses they teach", async () => {
    const teacher = await teacherOf("prof@ata.example");
    const page = (await t.as("prof@ata.example").get("/api/courses?pageSize=100")).json();
    const all = (await t.as("admin@ata.example").get("/api/courses?pageSize=100")).json();
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.total).toBeLessThan(all.total);
    for (const item of page.items) {
      expect(item.teachers.map((x: { id: string }) => x.id)).toContain(teacher.id);
    }
  });

  it("refuses a student and an anonymous caller, and rejects a bad filter", async () => {
    expect((await t.as("apprenant@ata.example").get("/api/courses")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/courses")).statusCode).toBe(401);
    expect((await t.as("admin@ata.example").get("/api/courses?cohortId=nope")).statusCode).toBe(400);
    expect((await t.as("admin@ata.example").get("/api/courses?sort=nope")).statusCode).toBe(400);
  });

  it("never lists another company's courses", async () => {
    const ata = await anyCourse("ata");
    const page = (await t.as("admin@horizon.example").get("/api/courses?pageSize=200&archived=false")).json();
    expect(page.items.map((c: { id: string }) => c.id)).not.toContain(ata.id);
    const byCohort = (
      await t.as("admin@horizon.example").get(`/api/courses?cohortId=${ata.cohortId}`)
    ).json();
    expect(byCohort.total).toBe(0);
  });
});

describe("GET /api/courses/:id", () => {
  it("gives the course with its teachers and enrolled students", async () => {
    const course = await anyCourse("ata");
    const response = await t.as("admin@ata.example").get(`/api/courses/${course.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.id).toBe(course.id);
    expect(detail.teachers[0]).toMatchObject({ email: expect.any(String) });
    expect(detail.students.length).toBe(detail.enrolledCount);
    expect(detail.teacherCount).toBe(detail.teachers.length);
    if (detail.students.length > 0) {
      expect(detail.students[0]).toMatchObject({
        studentNumber: expect.any(String),
        firstname: expect.any(String),
        lastname: expect.any(String),
        email: expect.any(String),
      });
    }
  });

  it("lets a teacher open their own course only", async () => {
    const own = (await t.as("prof@ata.example").get("/api/courses")).json().items[0];
    expect((await t.as("prof@ata.example").get(`/api/courses/${own.id}`)).statusCode).toBe(200);
    const all = (await t.as("admin@ata.example").get("/api/courses?pageSize=100")).json().items;
    const teacher = await teacherOf("prof@ata.example");
    const notTheirs = all.find(
      (c: { teachers: { id: string }[] }) => !c.teachers.some((x) => x.id === teacher.id),
    );
    expect((await t.as("prof@ata.example").get(`/api/courses/${notTheirs.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's course, 400 for a malformed id, 401 without a token", async () => {
    const ata = await anyCourse("ata");
    expect((await t.as("admin@horizon.example").get(`/api/courses/${ata.id}`)).statusCode).toBe(404);
    expect((await t.as("prof@horizon.example").get(`/api/courses/${ata.id}`)).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").get("/api/courses/zz-inconnu")).statusCode).toBe(400);
    expect((await t.as(null).get(`/api/courses/${ata.id}`)).statusCode).toBe(401);
    expect((await t.as("apprenant@ata.example").get(`/api/courses/${ata.id}`)).statusCode).toBe(403);
  });
});

describe("course administration", () => {
  async function schoolRefs(companyId: string) {
    const course = await anyCourse(companyId);
    const [teacher] = await db().select().from(teachers).where(eq(teachers.companyId, companyId)).limit(1);
    return { course, teacher: teacher! };
  }

  it("creates a course with its links and teachers, audited", async () => {
    const { course, teacher } = await schoolRefs("ata");
    const response = await t.as("admin@ata.example").post("/api/courses", {
      title: "Veille technologique",
      thematicTitle: "Outils et méthodes de veille",
      programmeId: course.programmeId,
      levelId: course.levelId,
      cohortId: course.cohortId,
      plannedHours: 24,
      teacherIds: [teacher.id],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      title: "Veille technologique",
      plannedHours: 24,
      archived: false,
      enrolledCount: 0,
      cohort: { id: course.cohortId },
    });
    expect(created.teachers.map((x: { id: string }) => x.id)).toEqual([teacher.id]);
    const audit = (
      await t.as("admin@ata.example").get(`/api/audit?entity=course&entityId=${created.id}`)
    ).json();
    expect(audit.items[0]).toMatchObject({ action: "create", actor: { name: "Sophie Laurent" } });
  });

  it("refuses a teacher, a student and an anonymous caller", async () => {
    for (const email of ["prof@ata.example", "apprenant@ata.example"]) {
      expect((await t.as(email).post("/api/courses", { title: "X" })).statusCode).toBe(403);
    }
    expect((await t.as(null).post("/api/courses", { title: "X" })).statusCode).toBe(401);
  });

  it("refuses another company's cohort or teacher with 404, a missing title with 400", async () => {
    const horizon = await schoolRefs("horizon");
    const cohortOfOther = await t.as("admin@ata.example").post("/api/courses", {
      title: "X",
      cohortId: horizon.course.cohortId,
    });
    expect(cohortOfOther.statusCode).toBe(404);
    expect(cohortOfOther.json().error.field).toBe("cohortId");
    const teacherOfOther = await t.as("admin@ata.example").post("/api/courses", {
      title: "X",
      teacherIds: [horizon.teacher.id],
    });
    expect(teacherOfOther.statusCode).toBe(404);
    expect((await t.as("admin@ata.example").post("/api/courses", { title: "" })).statusCode).toBe(400);
  });

  it("updates, archives and brings back a course", async () => {
    const created = (await t.as("admin@ata.example").post("/api/courses", { title: "Atelier CV" })).json();
    clock.advance(3_600_000);
    const patched = await t.as("admin@ata.example").patch(`/api/courses/${created.id}`, {
      title: "Atelier CV et LinkedIn",
      plannedHours: 6,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: "Atelier CV et LinkedIn",
      plannedHours: 6,
      updatedAt: clock.now().toISOString(),
    });

    const archived = await t.as("admin@ata.example").post(`/api/courses/${created.id}/archive`);
    expect(archived.json().archived).toBe(true);
    const current = (await t.as("admin@ata.example").get("/api/courses?q=LinkedIn")).json();
    expect(current.total).toBe(0);
    const archive = (await t.as("admin@ata.example").get("/api/courses?q=LinkedIn&archived=true")).json();
    expect(archive.total).toBe(1);
    const back = await t.as("admin@ata.example").post(`/api/courses/${created.id}/unarchive`);
    expect(back.json().archived).toBe(false);

    const actions = (await t.as("admin@ata.example").get(`/api/audit?entityId=${created.id}`))
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["unarchive", "archive", "update", "create"]);
  });

  it("answers 404 to every change of another company's course", async () => {
    const ata = await anyCourse("ata");
    const asOther = "admin@horizon.example";
    expect((await t.as(asOther).patch(`/api/courses/${ata.id}`, { title: "Piraté" })).statusCode).toBe(404);
    expect((await t.as(asOther).post(`/api/courses/${ata.id}/archive`)).statusCode).toBe(404);
    expect((await t.as(asOther).post(`/api/courses/${ata.id}/unarchive`)).statusCode).toBe(404);
    expect((await t.as(asOther).put(`/api/courses/${ata.id}/teachers`, { teacherIds: [] })).statusCode).toBe(
      404,
    );
    const horizonStudent = await studentOf("apprenant@horizon.example");
    expect(
      (await t.as(asOther).post(`/api/courses/${ata.id}/enrolments`, { studentIds: [horizonStudent.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(asOther).post(`/api/courses/${ata.id}/enrolments/bulk`, { cohortId: ata.cohortId }))
        .statusCode,
    ).toBe(404);
    const [enrolled] = await db().select().from(enrolments).where(eq(enrolments.courseId, ata.id)).limit(1);
    expect(
      (await t.as(asOther).delete(`/api/courses/${ata.id}/enrolments/${enrolled!.studentId}`)).statusCode,
    ).toBe(404);
    const [unchanged] = await db().select().from(courses).where(eq(courses.id, ata.id));
    expect(unchanged!.title).toBe(ata.title);
  });

  it("replaces the teachers, only with the company's teachers", async () => {
    const created = (await t.as("admin@ata.example").post("/api/courses", { title: "Tutorat" })).json();
    const ataTeachers = await db().select().from(teachers).where(eq(teachers.companyId, "ata")).limit(2);
    const ids = ataTeachers.map((x) => x.id);
    const response = await t.as("admin@ata.example").put(`/api/courses/${created.id}/teachers`, {
      teacherIds: ids,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .teachers.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([...ids].sort());

    const horizonTeacher = await teacherOf("prof@horizon.example");
    const refused = await t.as("admin@ata.example").put(`/api/courses/${created.id}/teachers`, {
      teacherIds: [ids[0], horizonTeacher.id],
    });
    expect(refused.statusCode).toBe(404);
    const after = (await t.as("admin@ata.example").get(`/api/courses/${created.id}`)).json();
    expect(after.teachers).toHaveLength(2);

    const cleared = await t.as("admin@ata.example").put(`/api/courses/${created.id}/teachers`, {
      teacherIds: [],
    });
    expect(cleared.json().teachers).toEqual([]);
    expect(
      (await t.as("prof@ata.example").put(`/api/courses/${created.id}/teachers`, { teacherIds: [] }))
        .statusCode,
    ).toBe(403);
  });
});

describe("enrolments", () => {
  it("enrols one or many students of the company; another company's student answers 404", async () => {
    const created = (await t.as("admin@ata.example").post("/api/courses", { title: "Soutien" })).json();
    const ataStudents = await db().select().from(students).where(eq(students.companyId, "ata")).limit(3);
    const horizonStudent = await studentOf("apprenant@horizon.example");

    const one = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments`, {
      studentIds: [ataStudents[0]!.id],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ added: 1 });

    const foreign = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments`, {
      studentIds: [...ataStudents.map((s) => s.id), horizonStudent.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: "NOT_FOUND", field: "studentIds" });
    const unchanged = await db().select().from(enrolments).where(eq(enrolments.courseId, created.id));
    expect(unchanged).toHaveLength(1);

    const many = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments`, {
      studentIds: ataStudents.map((s) => s.id),
    });
    expect(many.json()).toEqual({ added: 2 });
    const rows = await db().select().from(enrolments).where(eq(enrolments.courseId, created.id));
    expect(rows.map((r) => r.studentId).sort()).toEqual(ataStudents.map((s) => s.id).sort());
    expect(rows.every((r) => r.companyId === "ata")).toBe(true);

    const detail = (await t.as("admin@ata.example").get(`/api/courses/${created.id}`)).json();
    expect(detail.enrolledCount).toBe(3);

    const removed = await t
      .as("admin@ata.example")
      .delete(`/api/courses/${created.id}/enrolments/${ataStudents[0]!.id}`);
    expect(removed.statusCode).toBe(204);
    const again = await t
      .as("admin@ata.example")
      .delete(`/api/courses/${created.id}/enrolments/${ataStudents[0]!.id}`);
    expect(again.statusCode).toBe(409);

    const actions = (await t.as("admin@ata.example").get(`/api/audit?entityId=${created.id}`))
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["unenrol", "enrol", "enrol", "create"]);
  });

  it("enrols a whole cohort, optionally one level, and says how many were added", async () => {
    const created = (await t.as("admin@ata.example").post("/api/courses", { title: "Rentrée" })).json();
    const [cohort] = await db()
      .select()
      .from(cohorts)
      .where(eq(cohorts.companyId, "ata"))
      .orderBy(asc(cohorts.name))
      .limit(1);
    const members = await db()
      .select()
      .from(students)
      .where(and(eq(students.companyId, "ata"), eq(students.cohortId, cohort!.id)));
    expect(members.length).toBeGreaterThan(0);
    const someLevel = members.find((s) => s.levelId !== null)?.levelId;

    if (someLevel) {
      const atLevel = members.filter((s) => s.levelId === someLevel);
      const byLevel = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
        cohortId: cohort!.id,
        levelId: someLevel,
      });
      expect(byLevel.statusCode).toBe(200);
      expect(byLevel.json()).toEqual({ added: atLevel.length });
      const rest = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
        cohortId: cohort!.id,
      });
      expect(rest.json()).toEqual({ added: members.length - atLevel.length });
    } else {
      const all = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
        cohortId: cohort!.id,
      });
      expect(all.json()).toEqual({ added: members.length });
    }
    const again = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
      cohortId: cohort!.id,
    });
    expect(again.json()).toEqual({ added: 0 });
    const detail = (await t.as("admin@ata.example").get(`/api/courses/${created.id}`)).json();
    expect(detail.enrolledCount).toBe(members.length);
  });

  it("refuses another company's cohort, bad bodies and non-administrators", async () => {
    const created = (await t.as("admin@ata.example").post("/api/courses", { title: "Passerelle" })).json();
    const horizon = await anyCourse("horizon");
    const other = await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
      cohortId: horizon.cohortId,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.as("admin@ata.example").post(`/api/courses/${created.id}/enrolments`, { studentIds: [] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.as("prof@ata.example").post(`/api/courses/${created.id}/enrolments/bulk`, {
          cohortId: horizon.cohortId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.as(null).delete(`/api/courses/${created.id}/enrolments/${created.id}`)).statusCode).toBe(
      401,
    );
  });
});
