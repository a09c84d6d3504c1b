import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, students } from "../../db/schema/index.ts";
import { expectError } from "../../test/expectations.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  at,
  createCourseFixture,
  createTeacherAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let dataDir: string;
/** Course A (the demo teacher's) and course B (a colleague's) share two students; C shares none. */
let courseA: string;
let courseB: string;
let courseC: string;
/** Course D shares one student with A. */
let courseD: string;
let profId: string;
let colleague: { email: string; teacherId: string };
let sharedIds: string[];

const ADMIN = "admin@ata.example";
const DIRECTION = "direction@ata.example";
const PROF = "prof@ata.example";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-slot-learners-"));
  t = await createTestApp({ DATA_DIR: dataDir }, { seed: demoAccounts });
  const db = t.database.db;
  profId = await teacherIdByEmail(db, PROF);
  colleague = await createTeacherAccount(db, "ata", "collegue");
  const a = await createCourseFixture(db, { companyId: "ata", teacherIds: [profId], extraStudents: 3 });
  courseA = a.courseId;
  sharedIds = a.studentIds.slice(0, 2);
  await db
    .update(students)
    .set({ firstname: "Inès", lastname: "Berger" })
    .where(eq(students.id, sharedIds[0]!));
  await db
    .update(students)
    .set({ firstname: "Hugo", lastname: "Alves" })
    .where(eq(students.id, sharedIds[1]!));
  courseB = (
    await createCourseFixture(db, {
      companyId: "ata",
      teacherIds: [colleague.teacherId],
      studentIds: sharedIds,
      extraStudents: 1,
    })
  ).courseId;
  courseC = (
    await createCourseFixture(db, { companyId: "ata", teacherIds: [colleague.teacherId], extraStudents: 2 })
  ).courseId;
  courseD = (
    await createCourseFixture(db, {
      companyId: "ata",
      teacherIds: [colleague.teacherId],
      studentIds: [sharedIds[0]!],
    })
  ).courseId;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

let dayCounter = 0;
/** A fresh day for each test, so that tests do not book over each other. */
const freshDay = () => (dayCounter += 2);

/** Course A's validated slot from 10:00 to 12:00 (UTC hours 2-4 after the base's 08:00) on `day`. */
async function slotOfA(day: number) {
  const response = await t.as(ADMIN).post("/api/slots", {
    courseId: courseA,
    teacherId: profId,
    startsAt: at(day, 2),
    endsAt: at(day, 4),
    status: "validated",
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The colleague proposes a slot of `courseId` from 11:00 to 13:00 on `day`. */
const proposeOverlap = (courseId: string, day: number, extra: Record<string, unknown> = {}) =>
  t.as(colleague.email).post("/api/slots", { courseId, startsAt: at(day, 3), endsAt: at(day, 5), ...extra });

const forcedEntries = (slotId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, slotId), eq(auditLog.action, "force-booking")));

const CONFLICT_OF_TWO = {
  code: "SLOT_CONFLICT",
  message: "2 apprenants ont déjà une séance sur ce créneau.",
  details: [
    { field: "students", message: "Hugo Alves" },
    { field: "students", message: "Inès Berger" },
  ],
};

describe("learners are never double-booked", () => {
  it("refuses a slot of another course overlapping one its students already have, with their count and names", async () => {
    const day = freshDay();
    await slotOfA(day);
    expectError(await proposeOverlap(courseB, day), 409, CONFLICT_OF_TWO);
  });

  it("says « 1 apprenant » in the singular", async () => {
    const day = freshDay();
    await slotOfA(day);
    expectError(await proposeOverlap(courseD, day), 409, {
      code: "SLOT_CONFLICT",
      message: "1 apprenant a déjà une séance sur ce créneau.",
      details: [{ field: "students", message: "Inès Berger" }],
    });
  });

  it("allows a course whose students are in neither, and a slot next to the other (no overlap)", async () => {
    const day = freshDay();
    await slotOfA(day);
    expect((await proposeOverlap(courseC, day)).statusCode).toBe(201);
    const after = await t.as(ADMIN).post("/api/slots", {
      courseId: courseB,
      startsAt: at(day, 4),
      endsAt: at(day, 6),
    });
    expect(after.statusCode).toBe(201);
  });

  it("does not count a cancelled slot", async () => {
    const day = freshDay();
    const slotId = await slotOfA(day);
    const cancel = await t.as(ADMIN).post(`/api/slots/${slotId}/status`, { status: "cancelled" });
    expect(cancel.statusCode).toBe(200);
    expect((await proposeOverlap(courseB, day)).statusCode).toBe(201);
  });

  it("refuses moving a slot onto its students' other slot", async () => {
    const day = freshDay();
    await slotOfA(day);
    const elsewhere = await proposeOverlap(courseB, day + 1);
    expect(elsewhere.statusCode).toBe(201);
    const id = elsewhere.json<{ id: string }>().id;
    const moved = await t.as(ADMIN).patch(`/api/slots/${id}`, { startsAt: at(day, 3), endsAt: at(day, 5) });
    expectError(moved, 409, CONFLICT_OF_TWO);
    // Changing only the room of a slot keeps its learners where they were: no check.
    expect((await t.as(ADMIN).patch(`/api/slots/${id}`, { room: "Salle L1" })).statusCode).toBe(200);
  });

  it("lets an administrator force it with a reason, audited with the reason and the learners", async () => {
    const reason = "Rattrapage exceptionnel demandé par la direction";
    for (const email of [ADMIN, DIRECTION]) {
      const day = freshDay();
      await slotOfA(day);
      const forced = await t.as(email).post("/api/slots", {
        courseId: courseB,
        startsAt: at(day, 3),
        endsAt: at(day, 5),
        status: "validated",
        force: { reason },
      });
      expect(forced.statusCode).toBe(201);
      const [entry, ...others] = await forcedEntries(forced.json<{ id: string }>().id);
      expect(others).toHaveLength(0);
      expect(entry?.after).toEqual({
        reason,
        students: [
          { id: sharedIds[1], name: "Hugo Alves" },
          { id: sharedIds[0], name: "Inès Berger" },
        ],
      });
    }
  });

  it("checks a proposal again when it is validated, which an administrator may force", async () => {
    const day = freshDay();
    const proposal = await proposeOverlap(courseB, day);
    expect(proposal.statusCode).toBe(201);
    const proposalId = proposal.json<{ id: string }>().id;
    const overlapping = await t.as(ADMIN).post("/api/slots", {
      courseId: courseA,
      teacherId: profId,
      startsAt: at(day, 2),
      endsAt: at(day, 4),
      status: "validated",
      force: { reason: "Examen blanc" },
    });
    expect(overlapping.statusCode).toBe(201);
    const validate = (body: Record<string, unknown>) =>
      t.as(ADMIN).post(`/api/slots/${proposalId}/status`, { status: "validated", ...body });
    expectError(await validate({}), 409, CONFLICT_OF_TWO);
    expect((await validate({ force: { reason: "Cours commun" } })).statusCode).toBe(200);
    expect(await forcedEntries(proposalId)).toHaveLength(1);
  });

  it("refuses a teacher's force (403), even without a conflict, and an empty reason (400)", async () => {
    const day = freshDay();
    const response = await proposeOverlap(courseC, day, { force: { reason: "Je préfère" } });
    expectError(response, 403, {
      code: "FORBIDDEN",
      field: "force",
      message: "Seul un administrateur peut forcer une séance sur un créneau déjà occupé.",
    });
    const empty = await t.as(ADMIN).post("/api/slots", {
      courseId: courseC,
      startsAt: at(day, 3),
      endsAt: at(day, 5),
      force: { reason: "  " },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 to another company's administrator forcing on this company's slots and courses", async () => {
    const day = freshDay();
    const slotId = await slotOfA(day);
    const force = { reason: "Essai" };
    const stranger = t.as("admin@horizon.example");
    const moved = await stranger.patch(`/api/slots/${slotId}`, {
      startsAt: at(day, 6),
      endsAt: at(day, 7),
      force,
    });
    expect(moved.statusCode).toBe(404);
    const validated = await stranger.post(`/api/slots/${slotId}/status`, { status: "cancelled", force });
    expect(validated.statusCode).toBe(404);
    const created = await stranger.post("/api/slots", {
      courseId: courseB,
      startsAt: at(day, 3),
      endsAt: at(day, 5),
      force,
    });
    expect(created.statusCode).toBe(404);
    expect(await forcedEntries(slotId)).toHaveLength(0);
  });
});
