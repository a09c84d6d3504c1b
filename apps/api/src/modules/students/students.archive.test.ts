import { STUDENT_REMOVAL_MESSAGES } from "@campus/contracts/students";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  assignmentSubmissions,
  attendance,
  auditLog,
  grades,
  students,
  users,
} from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse, createEvaluations, createSlots } from "../../test/factories-courses.ts";
import { createStudentAccount } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";

/**
 * A course of ata with four students who have accounts: one graded, one marked present, one who handed
 * in a file, one with nothing recorded; and a horizon student.
 */
async function fixture(db: Db) {
  const accounts = await demoAccounts(db);
  const graded = await createStudentAccount(db, "ata", "note");
  const marked = await createStudentAccount(db, "ata", "presence");
  const handedIn = await createStudentAccount(db, "ata", "rendu");
  const blank = await createStudentAccount(db, "ata", "vierge");
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Droit du travail",
    teacherIds: [accounts.teacherId.ata],
    studentIds: [graded.studentId, marked.studentId, handedIn.studentId, blank.studentId],
  });
  const [slotId = ""] = await createSlots(db, [
    { companyId: "ata", courseId, startsAt: new Date("2026-03-02T08:00:00.000Z") },
  ]);
  const [evaluationId = ""] = await createEvaluations(db, [
    { companyId: "ata", courseId, title: "Partiel", scale: 20 },
  ]);
  await db.insert(grades).values({ companyId: "ata", evaluationId, studentId: graded.studentId, value: 14 });
  await db
    .insert(attendance)
    .values({ companyId: "ata", slotId, studentId: marked.studentId, status: "present" });
  // Graded, without an account yet: once archived, registration must not open one.
  const [unregistered] = await db
    .insert(students)
    .values({
      companyId: "ata",
      studentNumber: "ARC-SANS-COMPTE",
      firstname: "Nour",
      lastname: "Sanscompte",
      email: "sans.compte@ata.example",
    })
    .returning();
  await db.insert(grades).values({ companyId: "ata", evaluationId, studentId: unregistered!.id, value: 9 });
  return {
    courseId,
    slotId,
    graded,
    marked,
    handedIn,
    blank,
    unregisteredId: unregistered!.id,
    horizonStudentId: accounts.studentId.horizon,
  };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

const listIds = async (query = "") =>
  (await t.as(ADMIN).get(`/api/students?pageSize=200${query}`))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);

describe("deleting a student never erases proof", () => {
  it("archives a graded student: hidden from the list, account closed, grades kept, audited", async () => {
    const { graded } = t.fixture;
    const session = await t.login(graded.email);
    const removed = await t.as(ADMIN).delete(`/api/students/${graded.studentId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ outcome: "archived", message: STUDENT_REMOVAL_MESSAGES.archived });

    expect(await listIds()).not.toContain(graded.studentId);
    expect(await listIds("&archived=true")).toEqual([graded.studentId]);
    // A teacher asking for the archived ones gets the current ones.
    const taught = (await t.as(PROF).get("/api/students?archived=true&pageSize=200")).json();
    expect(taught.items.map((item: { id: string }) => item.id)).not.toContain(graded.studentId);

    const [account] = await t.database.db.select().from(users).where(eq(users.id, graded.userId));
    expect(account?.disabled).toBe(true);
    expect((await t.as({ token: session }).get("/api/auth/me")).statusCode).toBe(401);
    expect((await t.loginAttempt(graded.email, DEMO_PASSWORD)).statusCode).not.toBe(200);

    const kept = await t.as(ADMIN).get(`/api/grades/student/${graded.studentId}`);
    expect(kept.statusCode).toBe(200);
    expect(JSON.stringify(kept.json())).toContain("14");
    const record = await t.as(ADMIN).get(`/api/students/${graded.studentId}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().archivedAt).not.toBeNull();

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "student"), eq(auditLog.entityId, graded.studentId)));
    expect(audit.map((row) => row.action)).toContain("archive");
  });

  it("archives a student marked present; the roll still names them « (archivé) »", async () => {
    const { marked, slotId } = t.fixture;
    const removed = await t.as(ADMIN).delete(`/api/students/${marked.studentId}`);
    expect(removed.json().outcome).toBe("archived");
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.studentId, marked.studentId));
    expect(row?.status).toBe("present");
    const roll = await t.as(PROF).get(`/api/slots/${slotId}/attendance`);
    expect(roll.statusCode).toBe(200);
    expect(roll.body).toContain(marked.studentId);
    expect(roll.body).toContain('"isArchived":true');
  });

  it("archives a student who handed in work", async () => {
    const { handedIn } = t.fixture;
    const created = await t.as(PROF).post("/api/assignments", {
      courseId: t.fixture.courseId,
      title: "Compte rendu",
      instructions: "<p>Rendez-le.</p>",
      slotId: null,
      evaluationId: null,
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      allowLate: true,
      acceptedKinds: ["pdf"],
      maxFileMb: 1,
      maxFiles: 1,
    });
    expect(created.statusCode).toBe(201);
    await t.database.db.insert(assignmentSubmissions).values({
      companyId: "ata",
      boxId: created.json().id,
      studentId: handedIn.studentId,
      submittedAt: new Date(),
    });
    expect((await t.as(ADMIN).delete(`/api/students/${handedIn.studentId}`)).json().outcome).toBe("archived");
    const list = await t.as(PROF).get(`/api/assignments/${created.json().id}/submissions?handIn=handedIn`);
    expect(list.json().items).toMatchObject([{ studentId: handedIn.studentId, isArchived: true }]);
  });

  it("an archived student without an account cannot register one", async () => {
    const { unregisteredId } = t.fixture;
    expect((await t.as(ADMIN).delete(`/api/students/${unregisteredId}`)).json().outcome).toBe("archived");
    const register = await t
      .as(null)
      .post("/api/auth/register", { email: "sans.compte@ata.example", password: DEMO_PASSWORD });
    // The same answer as a registration that goes on (issue 41), but no account.
    expect(register.statusCode).toBe(201);
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "sans.compte@ata.example"));
    expect(account).toBeUndefined();
  });

  it("really deletes a student with nothing recorded, and their student-only account", async () => {
    const { blank } = t.fixture;
    const removed = await t.as(ADMIN).delete(`/api/students/${blank.studentId}`);
    expect(removed.json()).toEqual({ outcome: "deleted", message: STUDENT_REMOVAL_MESSAGES.deleted });
    expect(await t.database.db.select().from(students).where(eq(students.id, blank.studentId))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, blank.userId))).toEqual([]);
  });

  it("restores an archived student: listed again, account open, audited", async () => {
    const { graded } = t.fixture;
    expect((await t.as(PROF).post(`/api/students/${graded.studentId}/restore`)).statusCode).toBe(403);
    const restored = await t.as(ADMIN).post(`/api/students/${graded.studentId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect(await listIds()).toContain(graded.studentId);
    expect(await listIds("&archived=true")).not.toContain(graded.studentId);
    expect((await t.loginAttempt(graded.email, DEMO_PASSWORD)).statusCode).toBe(200);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "student"), eq(auditLog.entityId, graded.studentId)));
    expect(audit.map((row) => row.action)).toContain("restore");
  });

  it("answers 404 for another company's student", async () => {
    const { horizonStudentId } = t.fixture;
    expect((await t.as(ADMIN).delete(`/api/students/${horizonStudentId}`)).statusCode).toBe(404);
    expect((await t.as(ADMIN).post(`/api/students/${horizonStudentId}/restore`)).statusCode).toBe(404);
  });
});
