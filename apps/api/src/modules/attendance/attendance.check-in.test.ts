import { CHECK_IN_MESSAGES, CHECK_IN_SETTINGS_MESSAGES } from "@campus/contracts/check-in";
import { and, eq, inArray } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attendanceSignatures,
  auditLog,
  cohorts,
  enrolments,
  markChanges,
  students,
} from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { pngBytes, pngDataUrl, signature } from "../../test/fixtures/signature-png.ts";
import {
  at,
  createDemoCourseFixture,
  createStudentAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
const clock = new FakeClock();
let course: { courseId: string; studentIds: string[] };
let demoStudentId: string;
let classmate: { email: string; studentId: string };
let stranger: { email: string; teacherId: string };
/** A slot from `start` to two hours later. */
let slotId: string;
const start = new Date(at(10, 0));
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";

async function createSlot(startsAt: Date) {
  const response = await t.as(ADMIN).post("/api/slots", {
    courseId: course.courseId,
    teacherId: await teacherIdByEmail(t.database.db, PROF),
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    room: "Salle E1",
    status: "validated",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const display = async (id = slotId) => (await t.as(PROF).get(`/api/slots/${id}/check-in`)).json();
const verify = (who: string, body: object) => t.as(who).post("/api/check-in/code", body);

/** A code read from the projector, then a signature: the answer of the check-in. */
async function signIn(who: string, body: object = {}) {
  const { code } = await display();
  const ticket = await verify(who, { code, ...body });
  expect(ticket.statusCode).toBe(200);
  return t.as(who).post("/api/check-in", { ticket: ticket.json().ticket, signature: signature() });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock, seed: demoAccounts });
  ({ demoStudentId, classmate, stranger, course } = await createDemoCourseFixture(t.database.db, "emarge"));
  clock.set(minutes(-60));
  slotId = await createSlot(start);
});
afterAll(() => t.close());

describe("the projector's code", () => {
  it("shows no code before check-in opens, 15 minutes before the start", async () => {
    clock.set(minutes(-16));
    const before = await display();
    expect(before).toMatchObject({ state: "upcoming", code: null, opensAt: minutes(-15).toISOString() });
    clock.set(minutes(-15));
    const open = await display();
    expect(open.state).toBe("open");
    expect(open.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it("changes every 15 seconds; the previous code is still taken, an older one is expired", async () => {
    clock.set(new Date(Math.floor(minutes(-14).getTime() / 15_000) * 15_000));
    const first = await display();
    expect(new Date(first.codeExpiresAt).getTime() - clock.now().getTime()).toBe(15_000);
    clock.advance(14_999);
    expect((await display()).code).toBe(first.code);
    clock.advance(1);
    const second = await display();
    expect(second.code).not.toBe(first.code);
    // Previous window: accepted (the student reads, types, sends).
    const previous = await verify(classmate.email, { code: first.code, slotId });
    expect(previous.statusCode).toBe(200);
    clock.advance(15_000);
    const expired = await verify(classmate.email, { code: first.code, slotId });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(CHECK_IN_MESSAGES.expiredCode);
  });

  it("is for the course's teachers and administrators only; another company's slot is 404", async () => {
    expect((await t.as(ADMIN).get(`/api/slots/${slotId}/check-in`)).statusCode).toBe(200);
    expect((await t.as(STUDENT).get(`/api/slots/${slotId}/check-in`)).statusCode).toBe(403);
    expect((await t.as(stranger.email).get(`/api/slots/${slotId}/check-in`)).statusCode).toBe(404);
    expect((await t.as("admin@horizon.example").get(`/api/slots/${slotId}/check-in`)).statusCode).toBe(404);
  });
});

describe("a student's check-in", () => {
  it("marks present before the start, with the signature's time; the mark says it was signed", async () => {
    clock.set(minutes(-5));
    const response = await signIn(classmate.email, { slotId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "present", lateMinutes: null });
    const roll = (await t.as(PROF).get(`/api/slots/${slotId}/attendance`)).json();
    const item = roll.items.find((i: { student: { id: string } }) => i.student.id === classmate.studentId);
    expect(item.mark).toMatchObject({
      status: "present",
      source: "signature",
      signedAt: clock.now().toISOString(),
    });
  });

  it("marks late with the minutes after the start, counted when the code was given", async () => {
    clock.set(minutes(7.5));
    const { code } = await display();
    const ticket = await verify(STUDENT, { code });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().slot.id).toBe(slotId);
    clock.advance(90_000);
    const response = await t
      .as(STUDENT)
      .post("/api/check-in", { ticket: ticket.json().ticket, signature: signature() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "late", lateMinutes: 7 });
  });

  it("refuses a replayed request and a second check-in, keeping the first signature", async () => {
    const { code } = await display();
    const again = await verify(STUDENT, { code, slotId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CHECK_IN_MESSAGES.alreadySigned);
    const rows = await t.database.db
      .select()
      .from(attendanceSignatures)
      .where(and(eq(attendanceSignatures.slotId, slotId), eq(attendanceSignatures.studentId, demoStudentId)));
    expect(rows).toHaveLength(1);
  });

  it("refuses a ticket used twice, forged, or of another student", async () => {
    const late = await createStudentAccount(t.database.db, "ata", "rejoue");
    await t.database.db
      .insert(enrolments)
      .values({ courseId: course.courseId, studentId: late.studentId, companyId: "ata" });
    const { code } = await display();
    const ticket = (await verify(late.email, { code })).json().ticket as string;
    const stolen = await t.as(classmate.email).post("/api/check-in", { ticket, signature: signature() });
    expect(stolen.json().error.message).toBe(CHECK_IN_MESSAGES.ticketInvalid);
    const forged = await t
      .as(late.email)
      .post("/api/check-in", { ticket: `${ticket}x`, signature: signature() });
    expect(forged.json().error.message).toBe(CHECK_IN_MESSAGES.ticketInvalid);
    expect(
      (await t.as(late.email).post("/api/check-in", { ticket, signature: signature() })).statusCode,
    ).toBe(201);
    const replay = await t.as(late.email).post("/api/check-in", { ticket, signature: signature() });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(CHECK_IN_MESSAGES.alreadySigned);
  });

  it("refuses a wrong code, a slot not open yet, another slot's code, a closed window", async () => {
    const other = await createSlot(minutes(3 * 24 * 60));
    const { code } = await display();
    const wrong = await verify(classmate.email, { code: code === "AAAAAA" ? "BBBBBB" : "AAAAAA", slotId });
    expect(wrong.json().error.message).toBe(CHECK_IN_MESSAGES.wrongCode);
    const notYet = await verify(classmate.email, { code, slotId: other });
    expect(notYet.json().error.message).toBe(CHECK_IN_MESSAGES.notOpenYet);
    clock.set(minutes(3 * 24 * 60 - 5));
    const otherCode = (await display(other)).code as string;
    clock.set(minutes(121));
    const closed = await verify(classmate.email, { code: otherCode, slotId });
    expect(closed.json().error.message).toBe(CHECK_IN_MESSAGES.closed);
    const none = await verify(classmate.email, { code: otherCode });
    expect(none.json().error.message).toBe(CHECK_IN_MESSAGES.noOpenSlot);
    clock.set(minutes(10));
    const stale = await verify(classmate.email, { code: otherCode, slotId });
    expect(stale.json().error.message).toBe(CHECK_IN_MESSAGES.wrongCode);
  });

  it("answers 404 to a student outside the course or of another company, 403 to staff", async () => {
    const outsider = await createStudentAccount(t.database.db, "ata", "dehors");
    const { code } = await display();
    expect((await verify(outsider.email, { code, slotId })).statusCode).toBe(404);
    expect((await verify(outsider.email, { code })).json().error.message).toBe(CHECK_IN_MESSAGES.noOpenSlot);
    expect((await verify("apprenant@horizon.example", { code, slotId })).statusCode).toBe(404);
    expect((await verify(PROF, { code, slotId })).statusCode).toBe(403);
  });

  it("refuses a sixth wrong code in a minute, even a right one, then accepts again", async () => {
    const guesser = await createStudentAccount(t.database.db, "ata", "devine");
    await t.database.db
      .insert(enrolments)
      .values({ courseId: course.courseId, studentId: guesser.studentId, companyId: "ata" });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(guesser.email, { code: "ZZZZZ2", slotId })).statusCode).toBe(400);
    }
    const { code } = await display();
    const refused = await verify(guesser.email, { code, slotId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CHECK_IN_MESSAGES.tooManyAttempts);
    clock.advance(61_000);
    expect((await verify(guesser.email, { code: (await display()).code, slotId })).statusCode).toBe(200);
  });
});

describe("signatures are checked by their bytes", () => {
  const send = (image: string) =>
    t
      .as(PROF)
      .post(`/api/slots/${slotId}/check-in/on-site`, { studentId: course.studentIds[2], signature: image });

  it("refuses what is not a PNG, a PNG with a broken checksum, and one too large", async () => {
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString("base64")}`;
    expect((await send(jpeg)).json().error.message).toBe(CHECK_IN_MESSAGES.signatureInvalid);
    const broken = pngBytes(40, 20);
    broken.writeUInt8((broken.at(-20) ?? 0) ^ 0xff, broken.length - 20);
    expect((await send(pngDataUrl(broken))).json().error.message).toBe(CHECK_IN_MESSAGES.signatureInvalid);
    const truncated = pngBytes(40, 20).subarray(0, 50);
    expect((await send(pngDataUrl(truncated))).json().error.message).toBe(CHECK_IN_MESSAGES.signatureInvalid);
    expect((await send(signature(2000, 10))).json().error.message).toBe(CHECK_IN_MESSAGES.signatureTooLarge);
    const rows = await t.database.db
      .select()
      .from(attendanceSignatures)
      .where(
        and(
          eq(attendanceSignatures.slotId, slotId),
          eq(attendanceSignatures.studentId, course.studentIds[2]!),
        ),
      );
    expect(rows).toHaveLength(0);
  });
});

describe("« Faire signer ici » and corrections", () => {
  it("lets the teacher have a student sign on their screen, once", async () => {
    const studentId = course.studentIds[2]!;
    const first = await t
      .as(PROF)
      .post(`/api/slots/${slotId}/check-in/on-site`, { studentId, signature: signature() });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe("late");
    const second = await t
      .as(PROF)
      .post(`/api/slots/${slotId}/check-in/on-site`, { studentId, signature: signature() });
    expect(second.json().error.message).toBe(CHECK_IN_MESSAGES.studentAlreadySigned);
    const outsider = await createStudentAccount(t.database.db, "ata", "pasinscrit");
    const refused = await t.as(PROF).post(`/api/slots/${slotId}/check-in/on-site`, {
      studentId: outsider.studentId,
      signature: signature(),
    });
    expect(refused.json().error.message).toBe(CHECK_IN_MESSAGES.notEnrolled);
    expect(
      (
        await t
          .as("admin@horizon.example")
          .post(`/api/slots/${slotId}/check-in/on-site`, { studentId, signature: signature() })
      ).statusCode,
    ).toBe(404);
  });

  it("replaces a mark taken by hand with the signature's, the mark before kept in the history and the audit", async () => {
    // A slot of its own, the next day, signed 5 minutes after its start.
    const before = clock.now();
    const nextDay = new Date(start.getTime() + 24 * 3_600_000);
    clock.set(new Date(nextDay.getTime() - 3_600_000));
    const otherSlot = await createSlot(nextDay);
    clock.set(new Date(nextDay.getTime() + 5 * 60_000));
    const studentId = course.studentIds[3]!;
    const marked = await t.as(PROF).put(`/api/slots/${otherSlot}/attendance`, {
      marks: [{ studentId, status: "absent" }],
    });
    expect(marked.statusCode).toBe(200);
    const signed = await t
      .as(PROF)
      .post(`/api/slots/${otherSlot}/check-in/on-site`, { studentId, signature: signature() });
    expect(signed.statusCode).toBe(201);
    const roll = (await t.as(PROF).get(`/api/slots/${otherSlot}/attendance`)).json();
    const item = roll.items.find((i: { student: { id: string } }) => i.student.id === studentId);
    expect(item.mark).toMatchObject({ status: "late", source: "signature", excused: false });
    const history = await t.database.db
      .select()
      .from(markChanges)
      .where(and(eq(markChanges.slotId, otherSlot), eq(markChanges.studentId, studentId)))
      .orderBy(markChanges.id);
    expect(history.map((row) => [row.before, row.after])).toEqual([
      [null, { status: "absent", lateMinutes: null, excused: false }],
      [
        { status: "absent", lateMinutes: null, excused: false },
        { status: "late", lateMinutes: 5, excused: false },
      ],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, `${otherSlot}:${studentId}`), eq(auditLog.action, "sign")));
    expect(audit?.before).toEqual({ status: "absent", lateMinutes: null, source: "teacher" });
    clock.set(before);
  });

  it("keeps the signature when staff correct the mark: a new audited entry, « saisi par le professeur »", async () => {
    const saved = await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
      marks: [{ studentId: demoStudentId, status: "absent" }],
    });
    expect(saved.statusCode).toBe(200);
    const item = saved.json().items.find((i: { student: { id: string } }) => i.student.id === demoStudentId);
    expect(item.mark).toMatchObject({ status: "absent", source: "teacher" });
    expect(item.mark.signedAt).not.toBeNull();
    const signatures = await t.database.db
      .select()
      .from(attendanceSignatures)
      .where(and(eq(attendanceSignatures.slotId, slotId), eq(attendanceSignatures.studentId, demoStudentId)));
    expect(signatures).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(markChanges)
      .where(and(eq(markChanges.slotId, slotId), eq(markChanges.studentId, demoStudentId)))
      .orderBy(markChanges.id);
    expect(history.map((row) => (row.after as { status: string }).status)).toEqual(["late", "absent"]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${slotId}:${demoStudentId}`));
    expect(audits.map((row) => row.action)).toContain("sign");
  });
});

describe("the teacher's signature of the sheet", () => {
  it("is refused before the start, given once after it", async () => {
    clock.set(minutes(-5));
    const early = await t
      .as(PROF)
      .post(`/api/slots/${slotId}/check-in/teacher-signature`, { signature: signature() });
    expect(early.json().error.message).toBe(CHECK_IN_MESSAGES.teacherSignsAfterStart);
    clock.set(minutes(118));
    const signed = await t
      .as(PROF)
      .post(`/api/slots/${slotId}/check-in/teacher-signature`, { signature: signature() });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().teacherSignature).toMatchObject({ name: "Julien Bernard" });
    const again = await t
      .as(ADMIN)
      .post(`/api/slots/${slotId}/check-in/teacher-signature`, { signature: signature() });
    expect(again.json().error.message).toBe(CHECK_IN_MESSAGES.teacherAlreadySigned);
  });
});

describe("the company's setting", () => {
  it("moves the opening, administrators only", async () => {
    expect((await t.as(PROF).put("/api/check-in/settings", { opensMinutesBefore: 30 })).statusCode).toBe(403);
    const saved = await t.as(ADMIN).put("/api/check-in/settings", { opensMinutesBefore: 30 });
    expect(saved.json()).toEqual({ opensMinutesBefore: 30, halfDaySplitsAt: "12:00" });
    expect((await display()).opensAt).toBe(minutes(-30).toISOString());
    // The half-day split alone: the opening stays.
    const split = await t.as(ADMIN).put("/api/check-in/settings", { halfDaySplitsAt: "13:30" });
    expect(split.json()).toEqual({ opensMinutesBefore: 30, halfDaySplitsAt: "13:30" });
    expect((await t.as(ADMIN).get("/api/check-in/settings")).json()).toEqual({
      opensMinutesBefore: 30,
      halfDaySplitsAt: "13:30",
    });
    for (const [body, message] of [
      [{ halfDaySplitsAt: "18:30" }, CHECK_IN_SETTINGS_MESSAGES.splitRange],
      [{ halfDaySplitsAt: "midi" }, CHECK_IN_SETTINGS_MESSAGES.splitFormat],
      [{ opensMinutesBefore: 500 }, CHECK_IN_SETTINGS_MESSAGES.opensRange],
    ] as const) {
      const refused = await t.as(ADMIN).put("/api/check-in/settings", body);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    await t.as(ADMIN).put("/api/check-in/settings", { halfDaySplitsAt: "12:00" });
  });
});

describe("the signed sheet", () => {
  const sheet = async () => {
    const response = await t.as(PROF).get(`/api/slots/${slotId}/attendance-sheet.pdf`);
    expect(response.statusCode).toBe(200);
    const parser = new PDFParse({ data: response.rawPayload });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    const images = await parser.getImage({ imageThreshold: 0 });
    await parser.destroy();
    return { text, images: images.pages.flatMap((page) => page.images) };
  };

  it("shows each signature and its time, the teacher's, and a footer with a stable audit reference", async () => {
    const first = await sheet();
    expect(first.text).toContain("Témoin emarge");
    expect(first.text).toMatch(/Signé à \d\d:\d\d/);
    expect(first.text).toContain("Signature du professeur (Julien Bernard");
    // The classmate's, the student's (kept after the correction), the on-site one, the late one, the teacher's.
    expect(first.images.length).toBeGreaterThanOrEqual(5);
    const reference = /Référence d'audit \(SHA-256\) : ([0-9a-f]{64})/.exec(first.text)?.[1];
    expect(reference).toBeDefined();
    clock.advance(60_000);
    const second = await sheet();
    expect(second.text).toContain(`Référence d'audit (SHA-256) : ${reference}`);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "attendance-sheet"), eq(auditLog.action, "sheet")));
    expect(audits.map((row) => (row.after as { reference: string }).reference)).toEqual([
      reference,
      reference,
    ]);
    await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
      marks: [{ studentId: course.studentIds[3]!, status: "absent" }],
    });
    const corrected = await sheet();
    expect(corrected.text).not.toContain(reference);
    expect(corrected.text).toContain("Absent saisi par le professeur");
  });
});

describe("the half-day sheet of a school session", () => {
  it("has a row per student and a column per half-day: the signature, or Absent / Retard", async () => {
    const [cohort] = await t.database.db
      .insert(cohorts)
      .values({ companyId: "ata", name: "Promo émargement" })
      .returning({ id: cohorts.id });
    const cohortId = cohort!.id;
    await t.database.db
      .update(students)
      .set({ cohortId })
      .where(inArray(students.id, [demoStudentId, classmate.studentId, course.studentIds[2]!]));
    const day = start.toISOString().slice(0, 10);
    const url = `/api/cohorts/${cohortId}/half-day-sheet.pdf?from=${day}&to=${day}`;
    const response = await t.as(ADMIN).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const parser = new PDFParse({ data: response.rawPayload });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    const images = (await parser.getImage({ imageThreshold: 0 })).pages.flatMap((page) => page.images);
    await parser.destroy();
    expect(text).toContain("Feuille d'émargement par demi-journée");
    expect(text).toContain("Promo émargement");
    expect(text).toContain("Matin");
    expect(text).toContain("Témoin emarge");
    // The demo student signed, then was corrected to absent: the cell says Absent.
    expect(text).toContain("Absent");
    expect(text).toContain("Retard (");
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect((await t.as(PROF).get(url)).statusCode).toBe(403);
    expect((await t.as("admin@horizon.example").get(url)).statusCode).toBe(404);
    const tooLong = await t
      .as(ADMIN)
      .get(`/api/cohorts/${cohortId}/half-day-sheet.pdf?from=2031-01-01&to=2031-03-01`);
    expect(tooLong.statusCode).toBe(400);
  });
});
