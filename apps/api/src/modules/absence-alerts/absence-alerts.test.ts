import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absenceAlerts as absenceAlertsTable, auditLog } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { at, createDemoCourseFixture, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { absenceAlertsSettled } from "./absence-alerts.jobs.ts";

let t: TestApp;
const clock = new FakeClock(new Date(at(0, 12)));
const mailer = new CapturingMailer();
let course: { courseId: string; studentIds: string[] };
let demoStudentId: string;
let classmate: { email: string; studentId: string };
const slotIds: string[] = [];

const ADMIN = "admin@ata.example";
const DIRECTION = "direction@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";
const OTHER_ADMIN = "admin@horizon.example";

/** A validated slot of the course, `day` days from the base, started before the clock. */
async function createSlot(day: number): Promise<string> {
  const response = await t.as(ADMIN).post("/api/slots", {
    courseId: course.courseId,
    teacherId: await teacherIdByEmail(t.database.db, PROF),
    startsAt: at(day, 1),
    endsAt: at(day, 3),
    status: "validated",
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().id as string;
  slotIds.push(id);
  return id;
}

/** The teacher's roll call of one slot, then the thresholds' check it schedules. */
async function mark(slotId: string, marks: Record<string, "present" | "absent">) {
  const response = await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
    marks: Object.entries(marks).map(([studentId, status]) => ({ studentId, status })),
  });
  expect(response.statusCode).toBe(200);
  await absenceAlertsSettled();
}

async function excuse(slotId: string, studentId: string, excused = true) {
  const response = await t.as(ADMIN).post(`/api/attendance/${slotId}/${studentId}/excuse`, {
    excused,
    reason: excused ? "Certificat" : null,
  });
  expect(response.statusCode).toBe(200);
  await absenceAlertsSettled();
}

/** The absence alerts of a person's bell, newest first. */
async function absenceAlerts(
  email: string,
): Promise<{ studentName: string | null; alert: string; value: number }[]> {
  const response = await t.as(email).get("/api/notifications");
  expect(response.statusCode).toBe(200);
  return response.json().items.filter((item: { kind: string }) => item.kind === "absence");
}

async function atRisk(email = ADMIN) {
  const response = await t.as(email).get("/api/absence-alerts/students?pageSize=10");
  expect(response.statusCode).toBe(200);
  return response.json() as {
    total: number;
    items: { id: string; reasons: { kind: string; value: number }[] }[];
  };
}

const setThresholds = (consecutive: number, percent: number, email = ADMIN) =>
  t.as(email).put("/api/absence-alerts/settings", { consecutive, percent });

beforeAll(async () => {
  t = await createTestApp({}, { clock, mailer, seed: demoAccounts });
  ({ demoStudentId, classmate, course } = await createDemoCourseFixture(t.database.db, "alerte"));
  for (const day of [-20, -19, -18, -17, -16, -15, -14, -13]) await createSlot(day);
});
afterAll(() => t.close());

describe("the thresholds' settings", () => {
  it("start at 3 in a row and 20 %, and are the company's own", async () => {
    expect((await t.as(ADMIN).get("/api/absence-alerts/settings")).json()).toEqual({
      consecutive: 3,
      percent: 20,
    });
    expect((await setThresholds(4, 30, OTHER_ADMIN)).statusCode).toBe(200);
    expect((await t.as(ADMIN).get("/api/absence-alerts/settings")).json()).toEqual({
      consecutive: 3,
      percent: 20,
    });
  });

  it("are changed by the super-administrator and the administrators, audited", async () => {
    const response = await setThresholds(3, 0, DIRECTION);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ consecutive: 3, percent: 0 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, "ata"), eq(auditLog.entity, "absence-alert-settings")));
    expect(entry).toMatchObject({
      before: { consecutive: 3, percent: 20 },
      after: { consecutive: 3, percent: 0 },
    });
  });

  it("refuses teachers, students, nobody, and numbers out of bounds", async () => {
    expect((await setThresholds(2, 10, PROF)).statusCode).toBe(403);
    expect((await setThresholds(2, 10, STUDENT)).statusCode).toBe(403);
    expect((await t.as(STUDENT).get("/api/absence-alerts/students")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/absence-alerts/settings")).statusCode).toBe(401);
    for (const [consecutive, percent, field] of [
      [-1, 10, "consecutive"],
      [2, 101, "percent"],
      [1.5, 10, "consecutive"],
    ] as const) {
      const refused = await setThresholds(consecutive, percent);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.field).toBe(field);
    }
  });
});

describe("the consecutive threshold", () => {
  it("tells the student and each administrator once, when the third absence in a row is marked", async () => {
    await mark(slotIds[0]!, { [demoStudentId]: "absent", [classmate.studentId]: "absent" });
    await mark(slotIds[1]!, { [demoStudentId]: "absent", [classmate.studentId]: "present" });
    expect(await absenceAlerts(STUDENT)).toEqual([]);
    await mark(slotIds[2]!, { [demoStudentId]: "absent", [classmate.studentId]: "absent" });
    expect(await absenceAlerts(STUDENT)).toMatchObject([
      { studentName: null, alert: "consecutive", value: 3 },
    ]);
    for (const admin of [ADMIN, DIRECTION]) {
      expect(await absenceAlerts(admin)).toMatchObject([
        { studentName: "Léa Petit", alert: "consecutive", value: 3 },
      ]);
    }
    expect(await absenceAlerts(PROF)).toEqual([]);
    expect(await absenceAlerts(classmate.email)).toEqual([]);
    expect(await absenceAlerts(OTHER_ADMIN)).toEqual([]);
  });

  it("lists the student at risk on the administrators' home, never to another company", async () => {
    const list = await atRisk();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: demoStudentId, reasons: [{ kind: "consecutive", value: 3 }] });
    expect(await atRisk(OTHER_ADMIN)).toMatchObject({ total: 0, items: [] });
  });

  it("does not tell again a further absence of the same week", async () => {
    await mark(slotIds[3]!, { [demoStudentId]: "absent" });
    expect(await absenceAlerts(STUDENT)).toHaveLength(1);
    expect(await absenceAlerts(ADMIN)).toHaveLength(1);
    expect((await atRisk()).items[0]?.reasons).toEqual([expect.objectContaining({ value: 4 })]);
  });

  it("is un-crossed by excusing absences, and crossed again within 7 days without a new alert", async () => {
    await excuse(slotIds[3]!, demoStudentId);
    await excuse(slotIds[2]!, demoStudentId);
    expect((await atRisk()).total).toBe(0);
    await mark(slotIds[4]!, { [demoStudentId]: "absent" });
    expect((await atRisk()).items.map((item) => item.id)).toEqual([demoStudentId]);
    expect(await absenceAlerts(STUDENT)).toHaveLength(1);
    expect(await absenceAlerts(ADMIN)).toHaveLength(1);
  });

  it("tells again a crossing more than 7 days after the last alert", async () => {
    await mark(slotIds[5]!, { [demoStudentId]: "present" });
    expect((await atRisk()).total).toBe(0);
    // Eight days pass for the crossings (the sign-in sessions would not last them).
    await t.database.db
      .update(absenceAlertsTable)
      .set({ crossedAt: sql`${absenceAlertsTable.crossedAt} - interval '8 days'` });
    await mark(slotIds[6]!, { [demoStudentId]: "absent" });
    await mark(slotIds[7]!, { [demoStudentId]: "absent" });
    expect(await absenceAlerts(STUDENT)).toHaveLength(1);
    await excuse(slotIds[2]!, demoStudentId, false);
    // Un-excusing alone does not cross (a presence since): a third absence after it does.
    expect(await absenceAlerts(STUDENT)).toHaveLength(1);
    const extra = await createSlot(-12);
    await mark(extra, { [demoStudentId]: "absent" });
    expect(await absenceAlerts(STUDENT)).toMatchObject([{ alert: "consecutive", value: 3 }, { value: 3 }]);
    expect(await absenceAlerts(DIRECTION)).toHaveLength(2);
  });
});

describe("the percent threshold", () => {
  it("tells when more than the share of the last 30 days' marked slots are missed", async () => {
    // Léa Petit: 7 unexcused absences out of 9 marks, at risk at once (and off the consecutive
    // list), without an alert: changing the thresholds tells nobody.
    expect((await setThresholds(0, 30)).statusCode).toBe(200);
    expect((await atRisk()).items).toMatchObject([
      { id: demoStudentId, reasons: [{ kind: "percent", value: 77 }] },
    ]);
    expect(await absenceAlerts(STUDENT)).toHaveLength(2);
    // The classmate: absent at 2 of the 3 slots marked so far, under the 5 slots the share needs.
    await mark(slotIds[3]!, { [classmate.studentId]: "present" });
    expect(await absenceAlerts(classmate.email)).toEqual([]);
    await mark(slotIds[4]!, { [classmate.studentId]: "present" });
    const told = await absenceAlerts(classmate.email);
    expect(told).toMatchObject([{ studentName: null, alert: "percent", value: 40 }]);
    const list = await atRisk();
    expect(list.total).toBe(2);
    const classmateRisk = list.items.find((item) => item.id === classmate.studentId);
    expect(classmateRisk?.reasons).toEqual([expect.objectContaining({ kind: "percent", value: 40 })]);
  });

  it("is un-crossed by excusing one of the absences", async () => {
    await excuse(slotIds[0]!, classmate.studentId);
    expect((await atRisk()).items.map((item) => item.id)).toEqual([demoStudentId]);
  });
});
