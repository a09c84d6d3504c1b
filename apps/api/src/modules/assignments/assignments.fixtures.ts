// Test data of the assignment boxes: the demo accounts, a course of ata taught by its demo teacher
// with two enrolled students (the demo one and another), an evaluation, and a course of horizon.
// Imported by the *.test.ts files only.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../db/client.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse, createEvaluations, createSlots } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createStudentAccount, createTeacherAccount, multipartFile } from "../slots/teaching.fixtures.ts";

/** The demo teacher of the fixture's course and its demo student, whom the tests act as. */
export const PROF = "prof@ata.example";
export const STUDENT = "apprenant@ata.example";

export const T0 = new Date("2031-03-03T08:00:00.000Z");
export const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000).toISOString();

/** A clock the tests move. */
function testClock() {
  let now = T0;
  return {
    now: () => now,
    set(iso: string) {
      now = new Date(iso);
    },
  };
}

export async function assignmentFixture(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const other = await createStudentAccount(db, "ata", "deux");
  const outsider = await createStudentAccount(db, "ata", "dehors");
  const otherTeacher = await createTeacherAccount(db, "ata", "autre");
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Bureautique avancée",
    teacherIds: [teacherId.ata],
    studentIds: [studentId.ata, other.studentId],
  });
  const [evaluationId = ""] = await createEvaluations(db, [
    { companyId: "ata", courseId, title: "Rapport de stage", scale: 20 },
  ]);
  const horizonCourseId = await createCourse(db, {
    companyId: "horizon",
    title: "Cours horizon",
    teacherIds: [teacherId.horizon],
    studentIds: [studentId.horizon],
  });
  const otherCourseId = await createCourse(db, {
    companyId: "ata",
    title: "Autre cours",
    teacherIds: [otherTeacher.teacherId],
    studentIds: [],
  });
  // A slot of the box's course, one of another course of ata, one of horizon.
  const [slotId = "", otherCourseSlotId = "", horizonSlotId = ""] = await createSlots(db, [
    { companyId: "ata", courseId, startsAt: new Date("2031-03-04T08:00:00.000Z"), room: "B12" },
    { companyId: "ata", courseId: otherCourseId, startsAt: new Date("2031-03-04T10:00:00.000Z") },
    { companyId: "horizon", courseId: horizonCourseId, startsAt: new Date("2031-03-04T12:00:00.000Z") },
  ]);
  return {
    courseId,
    evaluationId,
    slotId,
    otherCourseSlotId,
    horizonSlotId,
    horizonCourseId,
    studentId: studentId.ata,
    other,
    outsider,
    otherTeacher,
  };
}

export type AssignmentApp = TestApp<Awaited<ReturnType<typeof assignmentFixture>>> & {
  /** The app's clock, at T0 until a test moves it. */
  clock: ReturnType<typeof testClock>;
};

/**
 * The API in a fresh data folder (on the local store unless `env` names another), seeded with the
 * fixture; `close` removes the folder.
 */
export async function startAssignmentApp(env: Record<string, string> = {}): Promise<AssignmentApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "campus-assignments-"));
  const clock = testClock();
  const app = await createTestApp({ DATA_DIR: dataDir, ...env }, { seed: assignmentFixture, clock });
  return {
    ...app,
    clock,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app before the file's tests and stops it after them (vitest hooks); the answer stands
 * for the running app.
 */
export function assignmentAppForTests(): AssignmentApp {
  let running: AssignmentApp | undefined;
  beforeAll(async () => {
    running = await startAssignmentApp();
  });
  afterAll(() => running?.close());
  return new Proxy({} as AssignmentApp, {
    get(_, key) {
      if (!running) throw new Error("the assignment app is not started");
      return Reflect.get(running, key);
    },
  });
}

/** A box body open from T0 − 1 h to T0 + 24 h, PDF and images, 1 MB, 3 files. */
export const boxBody = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  courseId,
  title: "Compte rendu",
  instructions: "<p>Rendez votre <strong>rapport</strong>.</p>",
  slotId: null,
  evaluationId: null,
  opensAt: hours(-1),
  dueAt: hours(24),
  allowLate: true,
  acceptedKinds: ["pdf", "image"],
  maxFileMb: 1,
  maxFiles: 3,
  ...overrides,
});

/** A PDF of `size` bytes: a real header, then filler. */
export const pdfOf = (size: number, fill = 0x20) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(Math.max(0, size - 9), fill)]).subarray(0, size);

/** Posts one file to a box as the requester. */
export async function handIn(
  app: { inject: (options: object) => Promise<import("fastify").LightMyRequestResponse> },
  token: string,
  boxId: string,
  name: string,
  content: Buffer | string,
  query = "",
) {
  const { payload, headers } = multipartFile(name, content);
  return app.inject({
    method: "POST",
    url: `/api/assignments/${boxId}/files${query}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
}

/** A box of the fixture's course, created by its teacher (`boxBody` with `overrides`); returns its id. */
export async function createBox(
  app: AssignmentApp,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.as(PROF).post("/api/assignments", boxBody(app.fixture.courseId, overrides));
  if (response.statusCode !== 201) throw new Error(`create box: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export const uploadId = () => randomBytes(8).toString("hex");
