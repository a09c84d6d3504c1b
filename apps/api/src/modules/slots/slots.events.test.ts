import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DeliveredEvent } from "../../platform/events/event-bus.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  createCourseFixture,
  createStudentAccount,
  createTeacherAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { MemoryEventBus } from "../../test/memory-event-bus.ts";

// slot.changed reaches everyone whose timetable holds the slot, and no one else.

const bus = new MemoryEventBus();
let t: TestApp<Awaited<ReturnType<typeof demoAccounts>>>;
let courseId: string;
let demoTeacherId: string;
let people: Record<"teacher" | "colleague" | "student" | "outsider" | "stranger", string>;
let received: Map<string, { type: string; data: Record<string, unknown> }[]>;
const unsubscribes: (() => void)[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { bus, seed: demoAccounts });
  const db = t.database.db;
  demoTeacherId = await teacherIdByEmail(db, "prof@ata.example");
  const colleague = await createTeacherAccount(db, "ata", "collegue");
  const stranger = await createTeacherAccount(db, "ata", "etranger");
  const student = await createStudentAccount(db, "ata", "inscrit");
  const outsider = await createStudentAccount(db, "ata", "horscours");
  ({ courseId } = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [demoTeacherId, colleague.teacherId],
    studentIds: [student.studentId],
  }));
  await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [stranger.teacherId],
    studentIds: [outsider.studentId],
  });
  people = {
    teacher: t.fixture.userId("prof@ata.example"),
    colleague: colleague.userId,
    student: student.userId,
    outsider: outsider.userId,
    stranger: stranger.userId,
  };
  for (const userId of Object.values(people)) {
    unsubscribes.push(
      bus.subscribe(userId, (event: DeliveredEvent) =>
        received.get(userId)?.push({ type: event.type, data: event.data }),
      ),
    );
  }
});
beforeEach(() => {
  received = new Map(Object.values(people).map((userId) => [userId, []]));
});
afterAll(async () => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  await t.close();
});

const admin = () => t.as("admin@ata.example");
const changes = (who: keyof typeof people) => received.get(people[who])?.map((event) => event.data.change);

describe("slot.changed", () => {
  it("follows a slot from creation to cancellation, to its course's people only", async () => {
    const created = await admin().post("/api/slots", {
      courseId,
      teacherId: demoTeacherId,
      startsAt: "2031-03-03T08:00:00.000Z",
      endsAt: "2031-03-03T10:00:00.000Z",
      room: "Salle 12",
      status: "validated",
    });
    expect(created.statusCode).toBe(201);
    const slotId = created.json<{ id: string }>().id;
    await admin().patch(`/api/slots/${slotId}`, {
      startsAt: "2031-03-04T08:00:00.000Z",
      endsAt: "2031-03-04T10:00:00.000Z",
    });
    await admin().patch(`/api/slots/${slotId}`, { homework: "Lire le chapitre 2" });
    const cancelled = await admin().post(`/api/slots/${slotId}/status`, { status: "cancelled" });
    expect(cancelled.statusCode).toBe(200);

    for (const who of ["teacher", "colleague", "student"] as const) {
      expect(changes(who)).toEqual(["created", "moved", "updated", "cancelled"]);
    }
    expect(received.get(people.student)?.[0]).toEqual({
      type: "slot.changed",
      data: { slotId, courseId, change: "created" },
    });
    expect(changes("outsider")).toEqual([]);
    expect(changes("stranger")).toEqual([]);
  });

  it("a refused write publishes nothing", async () => {
    const refused = await t.as("prof@ata.example").post("/api/slots", {
      courseId,
      startsAt: "2031-03-05T10:00:00.000Z",
      endsAt: "2031-03-05T08:00:00.000Z",
    });
    expect(refused.statusCode).toBe(400);
    for (const who of Object.keys(people) as (keyof typeof people)[]) expect(changes(who)).toEqual([]);
  });
});
