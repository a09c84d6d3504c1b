import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIVE_SLOTS_MAX } from "@campus/contracts/slots";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, slots } from "../../db/schema/index.ts";
import { expectError } from "../../test/expectations.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createSlots } from "../../test/factories-courses.ts";
import {
  at,
  createCourseFixture,
  createStudentAccount,
  createTeacherAccount,
  multipartFile,
  studentIdByEmail,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let dataDir: string;
/** A course of ata taught by the demo teacher and a colleague, followed by the demo student. */
let course: { courseId: string; studentIds: string[] };
/** A course of ata the demo teacher does not teach. */
let otherCourse: { courseId: string };
let demoTeacherId: string;
let colleague: { email: string; teacherId: string };
let stranger: { email: string; teacherId: string };
let outsider: { email: string; studentId: string };
/** A validated slot of `course` given by the demo teacher, running now, and the next one (tomorrow). */
let runningSlotId: string;
let nextSlotId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-slots-"));
  // The demo accounts only (the demo seed's own slots are checked in seed/demo-live-slots.test.ts).
  t = await createTestApp({ DATA_DIR: dataDir }, { seed: demoAccounts });
  const db = t.database.db;
  demoTeacherId = await teacherIdByEmail(db, "prof@ata.example");
  colleague = await createTeacherAccount(db, "ata", "collegue");
  stranger = await createTeacherAccount(db, "ata", "etranger");
  outsider = await createStudentAccount(db, "ata", "horscours");
  course = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [demoTeacherId, colleague.teacherId],
    studentIds: [await studentIdByEmail(db, "apprenant@ata.example")],
    extraStudents: 2,
  });
  otherCourse = await createCourseFixture(db, { companyId: "ata", teacherIds: [stranger.teacherId] });
  const now = Date.now();
  [runningSlotId = "", nextSlotId = ""] = await createSlots(db, [
    {
      companyId: "ata",
      courseId: course.courseId,
      teacherId: demoTeacherId,
      room: "Salle 201",
      startsAt: new Date(now - 30 * 60_000),
      endsAt: new Date(now + 90 * 60_000),
    },
    {
      companyId: "ata",
      courseId: course.courseId,
      teacherId: demoTeacherId,
      room: "Salle 202",
      startsAt: new Date(now + 24 * 3_600_000),
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";

let dayCounter = 0;
/** A fresh day for each slot, so that tests do not book over each other. */
const freshDay = () => (dayCounter += 2);

async function propose(email: string | null, body: Record<string, unknown>) {
  return t.as(email).post("/api/slots", body);
}

async function validatedSlot(overrides: Record<string, unknown> = {}) {
  const day = freshDay();
  const response = await propose(ADMIN, {
    courseId: course.courseId,
    teacherId: demoTeacherId,
    startsAt: at(day, 1),
    endsAt: at(day, 3),
    room: `Salle T${day}`,
    status: "validated",
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("the live slots", () => {
  it("shows the student and the teacher the slot running now and the next one", async () => {
    for (const email of [STUDENT, PROF]) {
      const response = await t.as(email).get("/api/slots/live");
      expect(response.statusCode).toBe(200);
      const { live: running, next } = response.json();
      expect(running).toHaveLength(1);
      const [live] = running;
      expect(live.id).toBe(runningSlotId);
      expect(new Date(live.startsAt).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(live.endsAt).getTime()).toBeGreaterThan(Date.now());
      expect(live.course.thematicTitle.length).toBeGreaterThan(0);
      expect(live.room).toMatch(/^Salle /);
      expect(next).not.toBeNull();
      expect(next.id).toBe(nextSlotId);
      expect(new Date(next.startsAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("shows every slot running now when a student has two at once", async () => {
    const now = Date.now();
    const second = await validatedSlot({
      teacherId: colleague.teacherId,
      startsAt: new Date(now - 10 * 60_000).toISOString(),
      endsAt: new Date(now + 50 * 60_000).toISOString(),
      room: "Salle des deux séances",
      // A learner has two slots at once only when an administrator forces it.
      force: { reason: "Deux séances à la fois" },
    });
    const { live } = (await t.as(STUDENT).get("/api/slots/live")).json<{ live: { id: string }[] }>();
    expect(live).toHaveLength(2);
    expect(live.map((slot) => slot.id)).toContain(second.id);
    // The teacher of the other slot sees only theirs.
    const { live: colleagueLive } = (await t.as(colleague.email).get("/api/slots/live")).json<{
      live: { id: string }[];
    }>();
    expect(colleagueLive.map((slot) => slot.id)).toEqual([second.id]);
    await t.database.db.delete(slots).where(eq(slots.id, second.id));
  });

  it("with more slots running than the answer holds, still gives the next one", async () => {
    const now = Date.now();
    const crowd = await createSlots(
      t.database.db,
      Array.from({ length: LIVE_SLOTS_MAX + 1 }, (_, i) => ({
        companyId: "ata",
        courseId: course.courseId,
        teacherId: colleague.teacherId,
        startsAt: new Date(now - (20 + i) * 60_000),
        endsAt: new Date(now + 40 * 60_000),
      })),
    );
    try {
      const { live, next } = (await t.as(STUDENT).get("/api/slots/live")).json();
      expect(live).toHaveLength(LIVE_SLOTS_MAX);
      expect(next.id).toBe(nextSlotId);
    } finally {
      await t.database.db.delete(slots).where(inArray(slots.id, crowd));
    }
  });
});

describe("proposing and creating slots", () => {
  it("lets a teacher propose a slot of a course they teach, for themself", async () => {
    const day = freshDay();
    const response = await propose(PROF, {
      courseId: course.courseId,
      startsAt: at(day, 1),
      endsAt: at(day, 3),
      room: "  Salle   12 ",
      mode: "hybride",
      videoLink: "https://visio.example/abc",
    });
    expect(response.statusCode).toBe(201);
    const slot = response.json();
    expect(slot).toMatchObject({
      status: "proposed",
      room: "Salle 12",
      mode: "hybride",
      course: { id: course.courseId, thematicTitle: "Thématique de test" },
      teacher: { id: demoTeacherId, name: "Julien Bernard" },
      fileCount: 0,
      files: [],
      canEdit: true,
      allowedStatuses: [],
    });
    expect(slot.attendance).toEqual({ enrolled: 3, present: 0, absent: 0, late: 0, unmarked: 3 });
  });

  it("refuses a teacher's slot for a course they do not teach (404), validated (403) or for a colleague (403)", async () => {
    const day = freshDay();
    const times = { startsAt: at(day, 1), endsAt: at(day, 2) };
    expect((await propose(PROF, { courseId: otherCourse.courseId, ...times })).statusCode).toBe(404);
    const validated = await propose(PROF, { courseId: course.courseId, status: "validated", ...times });
    expect(validated.statusCode).toBe(403);
    const forColleague = await propose(PROF, {
      courseId: course.courseId,
      teacherId: colleague.teacherId,
      ...times,
    });
    expect(forColleague.statusCode).toBe(403);
    expect((await propose(STUDENT, { courseId: course.courseId, ...times })).statusCode).toBe(403);
    expect((await propose(null, { courseId: course.courseId, ...times })).statusCode).toBe(401);
  });

  it("lets an administrator create a validated slot with a teacher of the course only", async () => {
    const slot = await validatedSlot();
    expect(slot.status).toBe("validated");
    const day = freshDay();
    const wrongTeacher = await propose(ADMIN, {
      courseId: course.courseId,
      teacherId: stranger.teacherId,
      startsAt: at(day, 1),
      endsAt: at(day, 2),
    });
    expect(wrongTeacher.statusCode).toBe(400);
    expect(wrongTeacher.json().error.field).toBe("teacherId");
  });

  it("rejects an end before the start and a bad video link", async () => {
    const day = freshDay();
    const backwards = await propose(PROF, {
      courseId: course.courseId,
      startsAt: at(day, 3),
      endsAt: at(day, 1),
    });
    expectError(backwards, 400, {
      code: "VALIDATION",
      field: "endsAt",
      message: "La fin de la séance doit être après son début.",
    });
    const badLink = await propose(PROF, {
      courseId: course.courseId,
      startsAt: at(day, 1),
      endsAt: at(day, 2),
      videoLink: "javascript:alert(1)",
    });
    expect(badLink.statusCode).toBe(400);
  });
});

describe("booking conflicts", () => {
  it("refuses a teacher booked twice at overlapping times", async () => {
    const slot = await validatedSlot();
    const response = await propose(PROF, {
      courseId: course.courseId,
      startsAt: new Date(new Date(slot.startsAt).getTime() + 30 * 60_000).toISOString(),
      endsAt: new Date(new Date(slot.endsAt).getTime() + 30 * 60_000).toISOString(),
      room: "Autre salle",
    });
    expectError(response, 409, {
      code: "SLOT_CONFLICT",
      field: "teacherId",
      message: "Ce professeur a déjà une séance sur ce créneau.",
    });
  });

  it("refuses a room booked twice, whatever its case, naming the room", async () => {
    const slot = await validatedSlot({ room: "Salle 404" });
    const response = await t.as(colleague.email).post("/api/slots", {
      courseId: course.courseId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      room: "salle 404",
    });
    expectError(response, 409, {
      code: "SLOT_CONFLICT",
      field: "room",
      message: "La salle salle 404 est déjà réservée sur ce créneau.",
    });
  });

  it("lets back-to-back slots and a slot over a cancelled one through", async () => {
    const slot = await validatedSlot({ room: "Salle 405" });
    const after = await propose(PROF, {
      courseId: course.courseId,
      startsAt: slot.endsAt,
      endsAt: new Date(new Date(slot.endsAt).getTime() + 3_600_000).toISOString(),
      room: "Salle 405",
    });
    expect(after.statusCode).toBe(201);
    expect((await t.as(ADMIN).post(`/api/slots/${slot.id}/status`, { status: "cancelled" })).statusCode).toBe(
      200,
    );
    const over = await propose(PROF, {
      courseId: course.courseId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      room: "Salle 405",
    });
    expect(over.statusCode).toBe(201);
  });

  it("checks a change of times, room or teacher, but not the slot against itself", async () => {
    const first = await validatedSlot({ room: "Salle 501" });
    const second = await validatedSlot({ room: "Salle 502", teacherId: colleague.teacherId });
    const shifted = await t.as(PROF).patch(`/api/slots/${first.id}`, {
      startsAt: new Date(new Date(first.startsAt).getTime() + 15 * 60_000).toISOString(),
    });
    expect(shifted.statusCode).toBe(200);
    const moved = await t.as(ADMIN).patch(`/api/slots/${second.id}`, {
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      force: { reason: "Même classe, deux salles" },
    });
    expect(moved.statusCode).toBe(200); // other teacher, other room; the same learners, forced
    const sameRoom = await t.as(ADMIN).patch(`/api/slots/${second.id}`, { room: "Salle 501" });
    expect(sameRoom.statusCode).toBe(409);
    expect(sameRoom.json().error.message).toBe("La salle Salle 501 est déjà réservée sur ce créneau.");
    const sameTeacher = await t.as(ADMIN).patch(`/api/slots/${second.id}`, { teacherId: demoTeacherId });
    expect(sameTeacher.statusCode).toBe(409);
    expect(sameTeacher.json().error.code).toBe("SLOT_CONFLICT");
  });
});

describe("the status lifecycle", () => {
  it("lets an administrator validate a proposal, not a teacher nor a student", async () => {
    const day = freshDay();
    const proposed = (
      await propose(PROF, { courseId: course.courseId, startsAt: at(day, 1), endsAt: at(day, 2) })
    ).json();
    const byTeacher = await t.as(PROF).post(`/api/slots/${proposed.id}/status`, { status: "validated" });
    expect(byTeacher.statusCode).toBe(403);
    const byStudent = await t.as(STUDENT).post(`/api/slots/${proposed.id}/status`, {
      status: "validated",
    });
    expect(byStudent.statusCode).toBe(403);
    const byAdmin = await t.as(ADMIN).post(`/api/slots/${proposed.id}/status`, { status: "validated" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().status).toBe("validated");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, proposed.id), eq(auditLog.action, "status")));
    expect(entry).toMatchObject({ before: { status: "proposed" }, after: { status: "validated" } });
  });

  it("refuses illegal moves with 409 and a French message", async () => {
    const slot = await validatedSlot();
    const back = await t.as(ADMIN).post(`/api/slots/${slot.id}/status`, { status: "proposed" });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe("Une séance validée ne peut pas passer au statut proposé.");
    expect((await t.as(ADMIN).post(`/api/slots/${slot.id}/status`, { status: "validated" })).statusCode).toBe(
      409,
    );
    await t.as(ADMIN).post(`/api/slots/${slot.id}/status`, { status: "cancelled" });
    const revive = await t.as(ADMIN).post(`/api/slots/${slot.id}/status`, { status: "validated" });
    expect(revive.statusCode).toBe(409);
    const edit = await t.as(ADMIN).patch(`/api/slots/${slot.id}`, { report: "x" });
    expect(edit.statusCode).toBe(409);
  });

  it("lets the slot's teacher mark it held once started, not before, and not a colleague", async () => {
    const future = await validatedSlot();
    const early = await t.as(PROF).post(`/api/slots/${future.id}/status`, { status: "held" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("La séance ne peut être marquée réalisée qu'une fois commencée.");

    const past = await validatedSlot({ startsAt: at(-4000, 1), endsAt: at(-4000, 3) });
    expect((await t.as(PROF).get(`/api/slots/${past.id}`)).json().allowedStatuses).toEqual(["held"]);
    expect((await t.as(ADMIN).get(`/api/slots/${past.id}`)).json().allowedStatuses).toEqual([
      "cancelled",
      "held",
    ]);
    const byColleague = await t.as(colleague.email).post(`/api/slots/${past.id}/status`, {
      status: "held",
    });
    expect(byColleague.statusCode).toBe(403);
    const byStranger = await t.as(stranger.email).post(`/api/slots/${past.id}/status`, { status: "held" });
    expect(byStranger.statusCode).toBe(404);
    const held = await t.as(PROF).post(`/api/slots/${past.id}/status`, { status: "held" });
    expect(held.statusCode).toBe(200);
    expect(held.json().status).toBe("held");
    const cancel = await t.as(ADMIN).post(`/api/slots/${past.id}/status`, { status: "cancelled" });
    expect(cancel.statusCode).toBe(409);
  });

  it("lets the teacher write the report of a held slot but no longer move it", async () => {
    const past = await validatedSlot({ startsAt: at(-4002, 1), endsAt: at(-4002, 3) });
    await t.as(PROF).post(`/api/slots/${past.id}/status`, { status: "held" });
    const report = await t.as(PROF).patch(`/api/slots/${past.id}`, {
      report: "Étude de cas",
      homework: "Exercices 1 à 3",
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ report: "Étude de cas", homework: "Exercices 1 à 3" });
    const move = await t.as(PROF).patch(`/api/slots/${past.id}`, { room: "Salle 999" });
    expect(move.statusCode).toBe(409);
    const teacherSwap = await t.as(PROF).patch(`/api/slots/${past.id}`, {
      teacherId: colleague.teacherId,
    });
    expect(teacherSwap.statusCode).toBe(403);
  });
});

describe("who sees which slot", () => {
  it("answers 404 to a teacher of the company who does not teach the course, for reads and writes", async () => {
    const slot = await validatedSlot();
    expect((await t.as(stranger.email).get(`/api/slots/${slot.id}`)).statusCode).toBe(404);
    expect((await t.as(stranger.email).patch(`/api/slots/${slot.id}`, { report: "x" })).statusCode).toBe(404);
    const list = (await t.as(stranger.email).get(`/api/slots?courseId=${course.courseId}`)).json();
    expect(list.total).toBe(0);
    const own = (await t.as(PROF).get(`/api/slots?courseId=${course.courseId}&pageSize=200`)).json();
    expect(own.items.map((s: { id: string }) => s.id)).toContain(slot.id);
  });

  it("lets an enrolled student read a validated slot, read-only, but not a proposal nor the list", async () => {
    const slot = await validatedSlot();
    const read = await t.as(STUDENT).get(`/api/slots/${slot.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: slot.id, canEdit: false, attendance: null, allowedStatuses: [] });
    expect((await t.as(outsider.email).get(`/api/slots/${slot.id}`)).statusCode).toBe(404);
    const day = freshDay();
    const proposal = (
      await propose(PROF, { courseId: course.courseId, startsAt: at(day, 1), endsAt: at(day, 2) })
    ).json();
    expect((await t.as(STUDENT).get(`/api/slots/${proposal.id}`)).statusCode).toBe(404);
    expect((await t.as(STUDENT).get("/api/slots")).statusCode).toBe(403);
    const mine = (await t.as(STUDENT).get(`/api/slots/mine?from=${at(0)}&to=${at(200)}`))
      .json()
      .items.map((s: { id: string }) => s.id);
    expect(mine).toContain(slot.id);
    expect(mine).not.toContain(proposal.id);
    const teacherMine = (await t.as(PROF).get(`/api/slots/mine?from=${at(0)}&to=${at(200)}`))
      .json()
      .items.map((s: { id: string }) => s.id);
    expect(teacherMine).toContain(slot.id);
  });

  it("narrows a student's own slots to one course, and to nothing for a course not theirs", async () => {
    const slot = await validatedSlot();
    const mine = (courseId: string) =>
      t.as(STUDENT).get(`/api/slots/mine?from=${at(0)}&to=${at(200)}&courseId=${courseId}`);
    const items: { id: string; course: { id: string } }[] = (await mine(course.courseId)).json().items;
    expect(items.map((s) => s.id)).toContain(slot.id);
    expect(items.every((s) => s.course.id === course.courseId)).toBe(true);
    expect((await mine("8f1c0b52-54cb-4a52-9a53-0c2b0a3f4e11")).json().items).toEqual([]);
    const bad = await mine("pas-un-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "VALIDATION", field: "courseId" });
  });

  it("answers 404 for another company's slot, whatever the role", async () => {
    const slot = await validatedSlot();
    expect((await t.as("admin@horizon.example").get(`/api/slots/${slot.id}`)).statusCode).toBe(404);
    expect((await t.as("prof@horizon.example").get(`/api/slots/${slot.id}`)).statusCode).toBe(404);
    const patch = await t.as("admin@horizon.example").patch(`/api/slots/${slot.id}`, { report: "x" });
    expect(patch.statusCode).toBe(404);
    const status = await t.as("admin@horizon.example").post(`/api/slots/${slot.id}/status`, {
      status: "cancelled",
    });
    expect(status.statusCode).toBe(404);
    const created = await t.as("admin@horizon.example").post("/api/slots", {
      courseId: course.courseId,
      startsAt: at(freshDay(), 1),
      endsAt: at(dayCounter, 2),
    });
    expect(created.statusCode).toBe(404);
    const list = (await t.as("admin@horizon.example").get(`/api/slots?courseId=${course.courseId}`)).json();
    expect(list.total).toBe(0);
  });

  it("filters the administrators' list by course, status and period", async () => {
    const slot = await validatedSlot();
    const page = (
      await t
        .as(ADMIN)
        .get(
          `/api/slots?courseId=${course.courseId}&status=validated&from=${slot.startsAt}&to=${slot.endsAt}`,
        )
    ).json();
    expect(page.items.map((s: { id: string }) => s.id)).toEqual([slot.id]);
    expect(page.total).toBe(1);
  });
});

describe("slot files", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  // A real 1×1 PNG: file-type reads its chunks, so a bare signature is no longer taken for an image.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const exe = Buffer.concat([
    Buffer.from("MZ"),
    Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xff]),
  ]);

  const upload = async (email: string, slotId: string, file: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: "POST",
      url: `/api/slots/${slotId}/files`,
      headers: { ...bearer(await t.signIn(email)), ...file.headers },
      payload: file.payload,
    });

  it("accepts a PDF, lists it and serves it to an enrolled student as an attachment", async () => {
    const slot = await validatedSlot();
    const response = await upload(PROF, slot.id, multipartFile("Cours n°1 — intro.pdf", pdf, "text/html"));
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({
      name: "Cours n°1 — intro.pdf",
      size: pdf.length,
      contentType: "application/pdf",
    });
    const detail = (await t.as(STUDENT).get(`/api/slots/${slot.id}`)).json();
    expect(detail.fileCount).toBe(1);
    expect(detail.files.map((f: { id: string }) => f.id)).toEqual([file.id]);
    const download = await t.as(STUDENT).get(`/api/slots/${slot.id}/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="Cours n_1 _ intro.pdf"/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.as(outsider.email).get(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(404);
    expect(
      (await t.as("admin@horizon.example").get(`/api/slots/${slot.id}/files/${file.id}`)).statusCode,
    ).toBe(404);
  });

  it("gives an enrolled student the content, homework, video link and files of a slot, 404 to another student", async () => {
    const slot = await validatedSlot({ mode: "hybride", videoLink: "https://visio.example/salle-42" });
    const written = await t.as(PROF).patch(`/api/slots/${slot.id}`, {
      report: "Les jointures",
      homework: "Relire le chapitre 3",
    });
    expect(written.statusCode).toBe(200);
    const file = (await upload(PROF, slot.id, multipartFile("support.pdf", pdf))).json();
    const content = {
      report: "Les jointures",
      homework: "Relire le chapitre 3",
      videoLink: "https://visio.example/salle-42",
      fileCount: 1,
    };

    const range = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(300))}`;
    const mine = (await t.as(STUDENT).get(`/api/slots/mine?${range}`)).json();
    expect(mine.items.find((s: { id: string }) => s.id === slot.id)).toMatchObject(content);
    const detail = await t.as(STUDENT).get(`/api/slots/${slot.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ ...content, files: [{ id: file.id, name: "support.pdf" }] });
    const download = await t.as(STUDENT).get(`/api/slots/${slot.id}/files/${file.id}`);
    expect(download.statusCode).toBe(200);

    const outsiderMine = (await t.as(outsider.email).get(`/api/slots/mine?${range}`)).json();
    expect(outsiderMine.items.map((s: { id: string }) => s.id)).not.toContain(slot.id);
    expect((await t.as(outsider.email).get(`/api/slots/${slot.id}`)).statusCode).toBe(404);
    expect((await t.as(outsider.email).get(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(404);
  });

  it("accepts PNG, office (ZIP) and UTF-8 text files, typed from their bytes", async () => {
    const slot = await validatedSlot();
    const cases: [string, Buffer | string, string][] = [
      ["schema.png", png, "image/png"],
      ["photo.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "image/jpeg"],
      [
        "plan.docx",
        Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(20)]),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      ["notes.txt", "Séance 1 : consignes\nÀ rendre lundi.\n", "text/plain; charset=utf-8"],
    ];
    for (const [name, content, type] of cases) {
      const response = await upload(PROF, slot.id, multipartFile(name, content));
      expect(response.statusCode, name).toBe(201);
      expect(response.json().contentType).toBe(type);
    }
  });

  it("rejects other bytes whatever the name, and empty files, with a French message", async () => {
    const slot = await validatedSlot();
    const disguised = await upload(PROF, slot.id, multipartFile("cours.pdf", exe, "application/pdf"));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toMatchObject({ code: "INVALID_FILE", field: "file" });
    expect(disguised.json().error.message).toMatch(/^Type de fichier non accepté/);
    const binary = await upload(
      PROF,
      slot.id,
      multipartFile("data.txt", Buffer.from([0x00, 0x01, 0x02, 0xfe])),
    );
    expect(binary.statusCode).toBe(400);
    const empty = await upload(PROF, slot.id, multipartFile("vide.txt", Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    const notMultipart = await t.as(PROF).post(`/api/slots/${slot.id}/files`, { file: "x" });
    expect(notMultipart.statusCode).toBe(400);
    expect((await t.as(PROF).get(`/api/slots/${slot.id}`)).json().fileCount).toBe(0);
  });

  it("refuses uploads from a student and from a teacher outside the course, and lets the teacher delete", async () => {
    const slot = await validatedSlot();
    expect((await upload(STUDENT, slot.id, multipartFile("a.pdf", pdf))).statusCode).toBe(403);
    expect((await upload(stranger.email, slot.id, multipartFile("a.pdf", pdf))).statusCode).toBe(404);
    const file = (await upload(colleague.email, slot.id, multipartFile("a.pdf", pdf))).json();
    expect((await t.as(STUDENT).delete(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(403);
    expect((await t.as(PROF).delete(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(204);
    expect((await t.as(PROF).get(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await t.as(PROF).delete(`/api/slots/${slot.id}/files/${file.id}`)).statusCode).toBe(404);
  });
});
