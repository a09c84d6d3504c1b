import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createCompanies, createStudents, createTeachers, createUsers } from "./factories.ts";
import { createCourse, createEvaluations, createSlots } from "./factories-courses.ts";
import { createTestApp, type TestApp } from "./harness.ts";

/** One company with an administrator, a teacher and two students, one course, one slot, one evaluation. */
async function fixture(db: Db) {
  await createCompanies(db, [{ id: "kit", fullName: "École du kit" }]);
  const [, teacherUserId = ""] = await createUsers(db, [
    { companyId: "kit", email: "admin@kit.example", roles: ["admin"] },
    { companyId: "kit", email: "prof@kit.example", roles: ["teacher"], password: "Autre2026!" },
  ]);
  const [teacherId = ""] = await createTeachers(db, [
    {
      companyId: "kit",
      userId: teacherUserId,
      firstname: "Ada",
      lastname: "Prof",
      email: "prof@kit.example",
    },
  ]);
  const studentIds = await createStudents(
    db,
    ["Alpha", "Bravo"].map((lastname, i) => ({
      companyId: "kit",
      studentNumber: `KIT-${i + 1}`,
      firstname: "Élève",
      lastname,
      email: `${lastname.toLowerCase()}@etu.kit.example`,
    })),
  );
  const courseId = await createCourse(db, {
    companyId: "kit",
    title: "Kit",
    teacherIds: [teacherId],
    studentIds,
  });
  const [slotId = ""] = await createSlots(db, [
    { companyId: "kit", courseId, teacherId, startsAt: new Date("2031-01-06T08:00:00Z") },
  ]);
  const [evaluationId = ""] = await createEvaluations(db, [
    { companyId: "kit", courseId, slotId, title: "Contrôle", coefficient: 2 },
  ]);
  return { courseId, slotId, evaluationId, studentIds };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

describe("the test factories", () => {
  it("build rows the API reads as its own: accounts, course, slot and evaluation", async () => {
    const { courseId, slotId, evaluationId, studentIds } = t.fixture;
    const course = await t.as("admin@kit.example").get(`/api/courses/${courseId}`);
    expect(course.statusCode).toBe(200);
    expect(course.json()).toMatchObject({
      teachers: [{ email: "prof@kit.example" }],
      students: studentIds.map((id) => ({ id })),
    });
    const slot = await t.as("admin@kit.example").get(`/api/slots/${slotId}`);
    expect(slot.json()).toMatchObject({ course: { id: courseId }, status: "validated" });
    const grid = await t.as("admin@kit.example").get(`/api/evaluations/grid?courseId=${courseId}`);
    expect(grid.json().evaluations).toMatchObject([{ id: evaluationId, title: "Contrôle", coefficient: 2 }]);
  });

  it("sign each account in with its own password", async () => {
    expect(await t.login("prof@kit.example", "Autre2026!")).toEqual(expect.any(String));
    await expect(t.login("prof@kit.example")).rejects.toThrow(/401/);
  });
});
