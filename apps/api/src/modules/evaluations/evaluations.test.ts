import { weightedAverage } from "@campus/contracts/grading";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, grades } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  at,
  createCourseFixture,
  createDemoCourseFixture,
  createStudentAccount,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let course: { courseId: string; studentIds: string[] };
let otherCourse: { courseId: string; studentIds: string[] };
let pupil: { email: string; studentId: string };
let stranger: { email: string; teacherId: string };
let demoStudentId: string;

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  const db = t.database.db;
  ({ demoStudentId, classmate: pupil, stranger, course } = await createDemoCourseFixture(db, "eleve"));
  otherCourse = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [stranger.teacherId],
    studentIds: [pupil.studentId],
  });
  for (const email of [ADMIN, PROF, pupil.email, stranger.email, "admin@horizon.example"]) {
    await t.signIn(email);
  }
});
afterAll(() => t.close());

async function createEvaluation(email: string, body: Record<string, unknown>) {
  return t.as(email).post("/api/evaluations", { courseId: course.courseId, ...body });
}

describe("evaluations", () => {
  it("lets the course's teacher create one with defaults (coefficient 1, out of 20)", async () => {
    const response = await createEvaluation(PROF, { title: "Devoir 1", date: "2031-03-10" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      courseId: course.courseId,
      slotId: null,
      title: "Devoir 1",
      date: "2031-03-10",
      coefficient: 1,
      scale: 20,
      type: "devoir",
      stats: { gradedCount: 0, average: null, min: null, max: null },
    });
  });

  it("rejects a coefficient or scale that is not positive", async () => {
    expect((await createEvaluation(PROF, { title: "X", coefficient: 0 })).statusCode).toBe(400);
    expect((await createEvaluation(PROF, { title: "X", scale: -5 })).statusCode).toBe(400);
    expect((await createEvaluation(PROF, { title: "" })).statusCode).toBe(400);
  });

  it("refuses students (403), teachers outside the course and other companies (404)", async () => {
    expect((await createEvaluation(pupil.email, { title: "X" })).statusCode).toBe(403);
    expect((await createEvaluation(stranger.email, { title: "X" })).statusCode).toBe(404);
    expect((await createEvaluation("admin@horizon.example", { title: "X" })).statusCode).toBe(404);
    expect((await t.as(stranger.email).get(`/api/evaluations?courseId=${course.courseId}`)).statusCode).toBe(
      404,
    );
    expect((await t.as(pupil.email).get(`/api/evaluations?courseId=${course.courseId}`)).statusCode).toBe(
      403,
    );
  });

  it("ties a per-slot evaluation to a slot of the same course only", async () => {
    const slot = await t.as(ADMIN).post("/api/slots", {
      courseId: course.courseId,
      startsAt: at(20, 1),
      endsAt: at(20, 2),
      status: "validated",
    });
    expect(slot.statusCode).toBe(201);
    const slotId = slot.json().id;
    const perSlot = await createEvaluation(PROF, { title: "Participation", slotId, type: "participation" });
    expect(perSlot.statusCode).toBe(201);
    const list = (
      await t.as(PROF).get(`/api/evaluations?courseId=${course.courseId}&slotId=${slotId}`)
    ).json();
    expect(list.items.map((e: { id: string }) => e.id)).toEqual([perSlot.json().id]);
    const wrong = await t.as(ADMIN).post("/api/evaluations", {
      courseId: otherCourse.courseId,
      title: "X",
      slotId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe("slotId");
    expect((await t.as(PROF).delete(`/api/evaluations/${perSlot.json().id}`)).statusCode).toBe(204);
  });
});

describe("the grade grid", () => {
  let devoir: { id: string };
  let quiz: { id: string };
  let foreign: { id: string };

  beforeAll(async () => {
    devoir = (await createEvaluation(PROF, { title: "Devoir 2", coefficient: 2, scale: 20 })).json();
    quiz = (await createEvaluation(PROF, { title: "Quiz", coefficient: 1, scale: 10 })).json();
    foreign = (
      await t.as(ADMIN).post("/api/evaluations", { courseId: otherCourse.courseId, title: "Ailleurs" })
    ).json();
  });

  const save = (email: string, rows: object[]) =>
    t.as(email).put("/api/evaluations/grades", { courseId: course.courseId, grades: rows });

  it("saves a grid in one request and answers the grid with statistics", async () => {
    const [a, b, c, d] = [pupil.studentId, demoStudentId, course.studentIds[2]!, course.studentIds[3]!];
    const response = await save(PROF, [
      { evaluationId: devoir.id, studentId: a, value: 15, comment: "Bien" },
      { evaluationId: quiz.id, studentId: a, value: 5 },
      { evaluationId: devoir.id, studentId: b, value: 8 },
      { evaluationId: devoir.id, studentId: c, value: 20 },
      { evaluationId: quiz.id, studentId: c, value: 10 },
      { evaluationId: devoir.id, studentId: d, value: null },
    ]);
    expect(response.statusCode).toBe(200);
    const grid = response.json();
    expect(grid.students).toHaveLength(4);
    expect(grid.grades).toHaveLength(5);
    const stats = grid.evaluations.find((e: { id: string }) => e.id === devoir.id).stats;
    expect(stats).toEqual({ gradedCount: 3, average: 14.33, min: 8, max: 20 });
    const averages = Object.fromEntries(
      grid.students.map((s: { id: string; average: number | null }) => [s.id, s.average]),
    );
    // (15/20·20·2 + 5/10·20·1) / 3 = 13.33
    expect(averages[a]).toBe(13.33);
    expect(averages[b]).toBe(8);
    expect(averages[c]).toBe(20);
    expect(averages[d]).toBeNull();
    expect(grid.classAverage).toBe(13.78);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "course"),
          eq(auditLog.entityId, course.courseId),
          eq(auditLog.action, "grades"),
        ),
      );
    expect(entry?.after).toMatchObject({ saved: 5, removed: 1 });
  });

  it("rejects a negative grade or one above the scale, naming the row, and saves nothing", async () => {
    const negative = await save(PROF, [
      { evaluationId: quiz.id, studentId: course.studentIds[3]!, value: 4 },
      { evaluationId: devoir.id, studentId: pupil.studentId, value: -1 },
    ]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details).toEqual([
      {
        field: "grades.1.value",
        message: "Devoir 2 — Témoin eleve Zoé : La note doit être comprise entre 0 et 20.",
      },
    ]);
    const above = await save(PROF, [{ evaluationId: quiz.id, studentId: pupil.studentId, value: 10.5 }]);
    expect(above.statusCode).toBe(400);
    expect(above.json().error.details[0].message).toMatch(/entre 0 et 10\.$/);
    const rows = await t.database.db.select().from(grades).where(eq(grades.studentId, course.studentIds[3]!));
    expect(rows).toHaveLength(0);
    const [kept] = await t.database.db
      .select()
      .from(grades)
      .where(and(eq(grades.evaluationId, devoir.id), eq(grades.studentId, pupil.studentId)));
    expect(kept?.value).toBe(15);
  });

  it("removes a grade saved as null and keeps a comment left out", async () => {
    const response = await save(PROF, [
      { evaluationId: quiz.id, studentId: pupil.studentId, value: null },
      { evaluationId: devoir.id, studentId: pupil.studentId, value: 16 },
    ]);
    expect(response.statusCode).toBe(200);
    const mine = response.json().grades.filter((g: { studentId: string }) => g.studentId === pupil.studentId);
    expect(mine).toEqual([
      { evaluationId: devoir.id, studentId: pupil.studentId, value: 16, comment: "Bien" },
    ]);
    const cleared = await save(PROF, [
      { evaluationId: devoir.id, studentId: pupil.studentId, value: 16, comment: null },
    ]);
    const after = cleared.json().grades.find((g: { studentId: string }) => g.studentId === pupil.studentId);
    expect(after.comment).toBeNull();
  });

  it("refuses evaluations and students from outside the course, duplicates, and outsiders", async () => {
    const foreignEvaluation = await save(PROF, [
      { evaluationId: foreign.id, studentId: pupil.studentId, value: 1 },
    ]);
    expect(foreignEvaluation.statusCode).toBe(400);
    expect(foreignEvaluation.json().error.field).toBe("grades.0.evaluationId");
    const stray = await createStudentAccount(t.database.db, "ata", "perdu");
    const notEnrolled = await save(PROF, [{ evaluationId: devoir.id, studentId: stray.studentId, value: 1 }]);
    expect(notEnrolled.statusCode).toBe(400);
    expect(notEnrolled.json().error.field).toBe("grades.0.studentId");
    const twice = await save(PROF, [
      { evaluationId: devoir.id, studentId: pupil.studentId, value: 1 },
      { evaluationId: devoir.id, studentId: pupil.studentId, value: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await save(pupil.email, [])).statusCode).toBe(403);
    expect((await save(stranger.email, [])).statusCode).toBe(404);
    expect((await save("admin@horizon.example", [])).statusCode).toBe(404);
    expect(
      (await t.as(stranger.email).get(`/api/evaluations/grid?courseId=${course.courseId}`)).statusCode,
    ).toBe(404);
    expect((await t.as(ADMIN).get(`/api/evaluations/grid?courseId=${course.courseId}`)).statusCode).toBe(200);
  });

  it("refuses to shrink a scale below a saved grade, then deletes with the grades", async () => {
    const shrink = await t.as(PROF).patch(`/api/evaluations/${devoir.id}`, { scale: 10 });
    expect(shrink.statusCode).toBe(409);
    const rename = await t.as(PROF).patch(`/api/evaluations/${devoir.id}`, { title: "Devoir surveillé" });
    expect(rename.json().title).toBe("Devoir surveillé");
    expect(
      (await t.as(stranger.email).patch(`/api/evaluations/${devoir.id}`, { title: "x" })).statusCode,
    ).toBe(404);
    expect((await t.as(stranger.email).delete(`/api/evaluations/${foreign.id}`)).statusCode).toBe(204);
    expect((await t.as(PROF).delete(`/api/evaluations/${foreign.id}`)).statusCode).toBe(404);
  });
});

describe("a student's grades", () => {
  it("gives the student their own grades per course with the weighted average", async () => {
    const response = await t.as(pupil.email).get("/api/grades/mine");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.student.id).toBe(pupil.studentId);
    const entry = body.courses.find((c: { course: { id: string } }) => c.course.id === course.courseId);
    const graded = entry.evaluations.filter((e: { value: number | null }) => e.value !== null);
    expect(graded).toEqual([
      expect.objectContaining({ title: "Devoir surveillé", value: 16, scale: 20, coefficient: 2 }),
    ]);
    expect(entry.average).toBe(16);
    expect(body.courses.map((c: { course: { id: string } }) => c.course.id)).toContain(otherCourse.courseId);
  });

  it("gives administrators any student and a teacher only their own courses' grades", async () => {
    const asAdmin = (await t.as(ADMIN).get(`/api/grades/student/${pupil.studentId}`)).json();
    expect(asAdmin.courses.map((c: { course: { id: string } }) => c.course.id).sort()).toEqual(
      [course.courseId, otherCourse.courseId].sort(),
    );
    const asTeacher = (await t.as(PROF).get(`/api/grades/student/${pupil.studentId}`)).json();
    expect(asTeacher.courses.map((c: { course: { id: string } }) => c.course.id)).toEqual([course.courseId]);
    const outsider = await createStudentAccount(t.database.db, "ata", "inconnu");
    expect((await t.as(PROF).get(`/api/grades/student/${outsider.studentId}`)).statusCode).toBe(404);
    expect(
      (await t.as("admin@horizon.example").get(`/api/grades/student/${pupil.studentId}`)).statusCode,
    ).toBe(404);
    expect((await t.as(pupil.email).get(`/api/grades/student/${pupil.studentId}`)).statusCode).toBe(403);
    expect((await t.as(ADMIN).get("/api/grades/mine")).statusCode).toBe(403);
  });
});

describe("weightedAverage", () => {
  it("brings every grade to 20 and weighs it by its coefficient", () => {
    expect(
      weightedAverage([
        { value: 15, scale: 20, coefficient: 2 },
        { value: 5, scale: 10, coefficient: 1 },
      ]),
    ).toBe(13.33);
    expect(weightedAverage([])).toBeNull();
  });
});
