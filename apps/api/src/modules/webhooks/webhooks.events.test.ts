import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  at,
  createCourseFixture,
  createDemoCourseFixture,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Each business event of the list reaches the outbox of a subscription that chose it, in its change's
// transaction, with its data; a subscription that did not choose it, or another company's, gets nothing.

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";
const clock = new FakeClock(new Date(at(0, 12)));
let t: TestApp;
let all: string;
let onlySlots: string;
let other: string;
let course: { courseId: string; studentIds: string[] };

const outbox = async (subscriptionId: string) =>
  (
    await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
      .orderBy(webhookDeliveries.seq)
  ).map((row) => ({ type: row.eventType, data: (row.payload as { data: Record<string, unknown> }).data }));

async function subscribe(who: string, events: string[]): Promise<string> {
  const response = await t.as(who).post("/api/webhooks", { url: "https://hooks.example.com/", events });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_WORKER: "false" }, { clock, seed: demoAccounts });
  ({ course } = await createDemoCourseFixture(t.database.db, "evenements"));
  all = await subscribe("direction@ata.example", [
    "student.created",
    "student.updated",
    "enrolment.created",
    "slot.created",
    "slot.moved",
    "slot.cancelled",
    "attendance.recorded",
    "grade.recorded",
  ]);
  onlySlots = await subscribe("direction@ata.example", ["slot.created"]);
  other = await subscribe("direction@horizon.example", ["student.created", "slot.created"]);
});
afterAll(() => t.close());

describe("the events written to the outbox", () => {
  it("follow the slots, enrolments, attendance and grades of the company, in order", async () => {
    const teacherId = await teacherIdByEmail(t.database.db, PROF);
    const created = await t.as(ADMIN).post("/api/slots", {
      courseId: course.courseId,
      teacherId,
      startsAt: at(-1, 1),
      endsAt: at(-1, 3),
      status: "validated",
    });
    expect(created.statusCode).toBe(201);
    const slotId = created.json().id;
    const moved = await t.as(ADMIN).patch(`/api/slots/${slotId}`, { startsAt: at(-1, 2), endsAt: at(-1, 4) });
    expect(moved.statusCode).toBe(200);
    const [first, second] = course.studentIds as [string, string];
    const marked = await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
      marks: [
        { studentId: first, status: "present" },
        { studentId: second, status: "absent" },
      ],
    });
    expect(marked.statusCode).toBe(200);
    const evaluation = await t
      .as(PROF)
      .post("/api/evaluations", { courseId: course.courseId, title: "Contrôle" });
    expect(evaluation.statusCode).toBe(201);
    const evaluationId = evaluation.json().id;
    const graded = await t.as(PROF).put("/api/evaluations/grades", {
      courseId: course.courseId,
      grades: [{ evaluationId, studentId: first, value: 15 }],
    });
    expect(graded.statusCode).toBe(200);
    const cancelled = await t.as(ADMIN).post(`/api/slots/${slotId}/status`, { status: "cancelled" });
    expect(cancelled.statusCode).toBe(200);
    const empty = await createCourseFixture(t.database.db, { companyId: "ata", teacherIds: [teacherId] });
    const enrolled = await t
      .as(ADMIN)
      .post(`/api/courses/${empty.courseId}/enrolments`, { studentIds: [first] });
    expect(enrolled.statusCode).toBe(200);

    expect(await outbox(all)).toEqual([
      { type: "slot.created", data: { slotId, courseId: course.courseId } },
      { type: "slot.moved", data: { slotId, courseId: course.courseId } },
      { type: "attendance.recorded", data: { slotId, studentIds: [first, second] } },
      {
        type: "grade.recorded",
        data: { courseId: course.courseId, evaluationIds: [evaluationId], studentIds: [first] },
      },
      { type: "slot.cancelled", data: { slotId, courseId: course.courseId } },
      { type: "enrolment.created", data: { courseId: empty.courseId, studentIds: [first] } },
    ]);
    expect(await outbox(onlySlots)).toEqual([
      { type: "slot.created", data: { slotId, courseId: course.courseId } },
    ]);
    expect(await outbox(other)).toEqual([]);
  });

  it("follow the students' creations and edits, with a signed body's fields", async () => {
    const response = await t.as(ADMIN).post("/api/students", {
      studentNumber: "EVT-1",
      firstname: "Évé",
      lastname: "Nement",
      email: "evenement@ata.example",
    });
    expect(response.statusCode).toBe(201);
    const studentId = response.json().id;
    expect((await t.as(ADMIN).patch(`/api/students/${studentId}`, { note: "Vu" })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, all));
    const last = rows.slice(-2).map((row) => row.payload);
    expect(last).toEqual([
      { type: "student.created", timestamp: clock.now().toISOString(), data: { studentId } },
      { type: "student.updated", timestamp: clock.now().toISOString(), data: { studentId } },
    ]);
    expect(await outbox(other)).toEqual([]);
  });
});
