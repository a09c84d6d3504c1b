import { CHECK_IN_MESSAGES } from "@campus/contracts/check-in";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceSignatures, enrolments } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { signature } from "../../test/fixtures/signature-png.ts";
import {
  at,
  createDemoCourseFixture,
  createStudentAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// A distance or hybrid slot: the student signs from a distance, without a code, while the slot runs.

let t: TestApp;
const clock = new FakeClock();
let courseId: string;
const start = new Date(at(14, 0));
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";

async function createSlot(mode: string, startsAt = start) {
  const response = await t.as(ADMIN).post("/api/slots", {
    courseId,
    teacherId: await teacherIdByEmail(t.database.db, PROF),
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    room: "Visio",
    mode,
    status: "validated",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function enrolledStudent(label: string) {
  const student = await createStudentAccount(t.database.db, "ata", label);
  await t.database.db.insert(enrolments).values({ courseId, studentId: student.studentId, companyId: "ata" });
  return student;
}

const signRemotely = (who: string, slotId: string, body: object = { signature: signature() }) =>
  t.as(who).post(`/api/slots/${slotId}/check-in/remote`, body);

const rollItem = async (slotId: string, studentId: string) => {
  const roll = (await t.as(PROF).get(`/api/slots/${slotId}/attendance`)).json();
  return roll.items.find((i: { student: { id: string } }) => i.student.id === studentId).mark;
};

beforeAll(async () => {
  t = await createTestApp({}, { clock, seed: demoAccounts });
  ({
    course: { courseId },
  } = await createDemoCourseFixture(t.database.db, "distance"));
  clock.set(minutes(-120));
});
afterAll(() => t.close());

describe("signing a distance slot from a distance", () => {
  it("is open while the slot runs only: not before its start, not after its end", async () => {
    const slotId = await createSlot("distanciel");
    const student = await enrolledStudent("fenetre");
    clock.set(minutes(-5));
    const early = await signRemotely(student.email, slotId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(CHECK_IN_MESSAGES.remoteNotStarted);
    clock.set(minutes(121));
    const late = await signRemotely(student.email, slotId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CHECK_IN_MESSAGES.closed);
    clock.set(minutes(-120));
  });

  it("marks present at the start, late with the minutes after it; the signature is stored as remote", async () => {
    const slotId = await createSlot("distanciel", minutes(24 * 60));
    const onTime = await enrolledStudent("alheure");
    const late = await enrolledStudent("retard");
    clock.set(minutes(24 * 60));
    const first = await signRemotely(onTime.email, slotId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ slotId, status: "present", lateMinutes: null });
    clock.set(minutes(24 * 60 + 17.5));
    const second = await signRemotely(late.email, slotId);
    expect(second.json()).toMatchObject({ status: "late", lateMinutes: 17 });
    expect(await rollItem(slotId, late.studentId)).toMatchObject({ status: "late", lateMinutes: 17 });
    const [stored] = await t.database.db
      .select({ via: attendanceSignatures.via, signedBy: attendanceSignatures.signedBy })
      .from(attendanceSignatures)
      .where(
        and(eq(attendanceSignatures.slotId, slotId), eq(attendanceSignatures.studentId, onTime.studentId)),
      );
    expect(stored).toEqual({ via: "remote", signedBy: onTime.userId });
    clock.set(minutes(-120));
  });

  it("takes a hybrid slot, refuses an on-site one", async () => {
    const hybrid = await createSlot("hybride", minutes(2 * 24 * 60));
    const onSite = await createSlot("presentiel", minutes(2 * 24 * 60 + 180));
    const student = await enrolledStudent("hybride");
    clock.set(minutes(2 * 24 * 60 + 1));
    expect((await signRemotely(student.email, hybrid)).statusCode).toBe(201);
    clock.set(minutes(2 * 24 * 60 + 181));
    const refused = await signRemotely(student.email, onSite);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CHECK_IN_MESSAGES.onSiteSlot);
    clock.set(minutes(-120));
  });

  it("never replaces a signature: a replayed request is refused and the first one kept", async () => {
    const slotId = await createSlot("distanciel", minutes(3 * 24 * 60));
    const student = await enrolledStudent("rejoue");
    clock.set(minutes(3 * 24 * 60 + 2));
    const body = { signature: signature() };
    expect((await signRemotely(student.email, slotId, body)).statusCode).toBe(201);
    clock.set(minutes(3 * 24 * 60 + 30));
    const replay = await signRemotely(student.email, slotId, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(CHECK_IN_MESSAGES.alreadySigned);
    const rows = await t.database.db
      .select({ signedAt: attendanceSignatures.signedAt })
      .from(attendanceSignatures)
      .where(
        and(eq(attendanceSignatures.slotId, slotId), eq(attendanceSignatures.studentId, student.studentId)),
      );
    expect(rows).toEqual([{ signedAt: minutes(3 * 24 * 60 + 2) }]);
    expect(await rollItem(slotId, student.studentId)).toMatchObject({ status: "late", lateMinutes: 2 });
    clock.set(minutes(-120));
  });

  it("checks the PNG's bytes, and refuses a sixth refusal in a minute", async () => {
    const slotId = await createSlot("distanciel", minutes(4 * 24 * 60));
    const student = await enrolledStudent("limite");
    // Refused 30 s before the start (not started), then refused again 45 s later although running.
    clock.set(minutes(4 * 24 * 60 - 0.5));
    const notPng = await signRemotely(student.email, slotId, { signature: "data:image/png;base64,AAAA" });
    expect(notPng.statusCode).toBe(400);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signRemotely(student.email, slotId)).statusCode).toBe(409);
    }
    clock.set(minutes(4 * 24 * 60 + 0.25));
    const refused = await signRemotely(student.email, slotId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CHECK_IN_MESSAGES.tooManyRemoteAttempts);
    clock.advance(61_000);
    expect((await signRemotely(student.email, slotId)).statusCode).toBe(201);
    clock.set(minutes(-120));
  });

  it("answers 404 to a student outside the course or of another company, 403 to staff", async () => {
    const slotId = await createSlot("distanciel", minutes(5 * 24 * 60));
    const outsider = await createStudentAccount(t.database.db, "ata", "dehors");
    clock.set(minutes(5 * 24 * 60 + 1));
    expect((await signRemotely(outsider.email, slotId)).statusCode).toBe(404);
    expect((await signRemotely("apprenant@horizon.example", slotId)).statusCode).toBe(404);
    expect((await signRemotely(PROF, slotId)).statusCode).toBe(403);
    clock.set(minutes(-120));
  });
});
