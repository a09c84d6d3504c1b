import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendance, auditLog, slots } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  at,
  createDemoCourseFixture,
  createStudentAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
/** The app's time: it stands still unless a test moves it. */
const clock = new FakeClock();
let course: { courseId: string; studentIds: string[] };
let demoStudentId: string;
let classmate: { email: string; studentId: string };
let stranger: { email: string; teacherId: string };
/** A slot held in the past, with its students: demo student, classmate, two more. */
let slotId: string;

const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";

async function createSlot(day: number, status: "validated" | "proposed" = "validated") {
  const response = await t.as(ADMIN).post("/api/slots", {
    courseId: course.courseId,
    teacherId: await teacherIdByEmail(t.database.db, PROF),
    startsAt: at(day, 1),
    endsAt: at(day, 3),
    room: `Salle A${day}`,
    status,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

beforeAll(async () => {
  // The demo accounts only: the course, its students and slots are the file's own.
  t = await createTestApp({}, { clock, seed: demoAccounts });
  ({ demoStudentId, classmate, stranger, course } = await createDemoCourseFixture(t.database.db, "camarade"));
  slotId = await createSlot(-3000);
});
afterAll(() => t.close());

describe("the roll call", () => {
  it("lists the course's enrolled students, unmarked at first", async () => {
    const response = await t.as(PROF).get(`/api/slots/${slotId}/attendance`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json();
    expect(sheet.items).toHaveLength(4);
    expect(sheet.items.every((item: { mark: unknown }) => item.mark === null)).toBe(true);
  });

  it("saves marks with who made them and when", async () => {
    const other1 = course.studentIds[2]!;
    const other2 = course.studentIds[3]!;
    const response = await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
      marks: [
        { studentId: demoStudentId, status: "absent" },
        { studentId: classmate.studentId, status: "late", lateMinutes: 12 },
        { studentId: other1, status: "present", lateMinutes: 30 },
        { studentId: other2, status: "present" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { student: { id: string }; mark: Record<string, unknown> }[];
    const byStudent = new Map(items.map((item) => [item.student.id, item.mark]));
    expect(byStudent.get(demoStudentId)).toMatchObject({
      status: "absent",
      excused: false,
      markedBy: { name: "Julien Bernard" },
    });
    expect(byStudent.get(classmate.studentId)).toMatchObject({ status: "late", lateMinutes: 12 });
    expect(byStudent.get(other1)).toMatchObject({ status: "present", lateMinutes: null });
    const markedAt = new Date(String(byStudent.get(demoStudentId)?.markedAt)).getTime();
    expect(markedAt).toBe(clock.now().getTime());
    const detail = (await t.as(PROF).get(`/api/slots/${slotId}`)).json();
    expect(detail.attendance).toEqual({ enrolled: 4, present: 2, absent: 1, late: 1, unmarked: 0 });
  });

  it("keeps the author and time of an unchanged mark when the sheet is saved again", async () => {
    const before = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.slotId, slotId), eq(attendance.studentId, demoStudentId)));
    clock.advance(5 * 60_000);
    const response = await t.as(ADMIN).put(`/api/slots/${slotId}/attendance`, {
      marks: [
        { studentId: demoStudentId, status: "absent" },
        { studentId: course.studentIds[3]!, status: "late", lateMinutes: 5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      student: { id: string };
      mark: { markedAt: string; markedBy: { name: string } };
    }[];
    const demo = items.find((item) => item.student.id === demoStudentId)!;
    expect(new Date(demo.mark.markedAt).getTime()).toBe(before[0]!.markedAt.getTime());
    expect(demo.mark.markedBy.name).toBe("Julien Bernard");
    const changed = items.find((item) => item.student.id === course.studentIds[3])!;
    expect(changed.mark.markedBy.name).toBe("Sophie Laurent");
    expect(new Date(changed.mark.markedAt).getTime()).toBe(clock.now().getTime());
  });

  it("refuses a student not enrolled in the course and saves nothing", async () => {
    const outsider = await createStudentAccount(t.database.db, "ata", "dehors");
    const response = await t.as(PROF).put(`/api/slots/${slotId}/attendance`, {
      marks: [
        { studentId: classmate.studentId, status: "absent" },
        { studentId: outsider.studentId, status: "present" },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: "marks.1.studentId", message: "Cet apprenant n'est pas inscrit à ce cours." },
    ]);
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.slotId, slotId), eq(attendance.studentId, classmate.studentId)));
    expect(row?.status).toBe("late");
  });

  it("refuses the roll call of a proposal or of a slot not started yet", async () => {
    const proposal = await createSlot(-2990, "proposed");
    const marks = { marks: [{ studentId: demoStudentId, status: "present" }] };
    expect((await t.as(PROF).put(`/api/slots/${proposal}/attendance`, marks)).statusCode).toBe(409);
    const future = await createSlot(400);
    const early = await t.as(PROF).put(`/api/slots/${future}/attendance`, marks);
    expect(early.statusCode).toBe(409);
  });

  it("answers 403 to a student, 404 to a teacher outside the course and to another company", async () => {
    const marks = { marks: [{ studentId: demoStudentId, status: "present" }] };
    expect((await t.as(STUDENT).get(`/api/slots/${slotId}/attendance`)).statusCode).toBe(403);
    expect((await t.as(STUDENT).put(`/api/slots/${slotId}/attendance`, marks)).statusCode).toBe(403);
    expect((await t.as(stranger.email).get(`/api/slots/${slotId}/attendance`)).statusCode).toBe(404);
    expect((await t.as(stranger.email).put(`/api/slots/${slotId}/attendance`, marks)).statusCode).toBe(404);
    expect((await t.as("admin@horizon.example").get(`/api/slots/${slotId}/attendance`)).statusCode).toBe(404);
    expect((await t.as(null).get(`/api/slots/${slotId}/attendance`)).statusCode).toBe(401);
  });
});

describe("excuses", () => {
  const excuseUrl = (studentId: string) => `/api/attendance/${slotId}/${studentId}/excuse`;

  it("lets an administrator excuse an absence with a reason, and records it", async () => {
    const response = await t.as(ADMIN).post(excuseUrl(demoStudentId), {
      excused: true,
      reason: "Certificat médical",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mark).toMatchObject({
      status: "absent",
      excused: true,
      excuseReason: "Certificat médical",
      excusedBy: { name: "Sophie Laurent" },
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "attendance"), eq(auditLog.entityId, `${slotId}:${demoStudentId}`)));
    expect(entries.map((entry) => entry.action)).toEqual(["excuse"]);
  });

  it("refuses teachers, a missing reason, a present student and another company", async () => {
    const body = { excused: true, reason: "Motif" };
    expect((await t.as(PROF).post(excuseUrl(classmate.studentId), body)).statusCode).toBe(403);
    expect((await t.as(STUDENT).post(excuseUrl(demoStudentId), body)).statusCode).toBe(403);
    const noReason = await t.as(ADMIN).post(excuseUrl(classmate.studentId), { excused: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe("reason");
    const present = await t.as(ADMIN).post(excuseUrl(course.studentIds[2]!), body);
    expect(present.statusCode).toBe(409);
    expect(present.json().error.message).toBe("Seule une absence ou un retard peut être justifié.");
    expect((await t.as("admin@horizon.example").post(excuseUrl(demoStudentId), body)).statusCode).toBe(404);
  });
});

describe("absences", () => {
  it("lists the company's absences for administrators, lateness on request", async () => {
    const absences = (await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}`)).json();
    expect(absences.total).toBe(1);
    expect(absences.items[0]).toMatchObject({
      slotId,
      student: { id: demoStudentId, firstname: "Léa", lastname: "Petit" },
      course: { id: course.courseId },
      status: "absent",
      excused: true,
      reason: "Certificat médical",
    });
    const withLate = (
      await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}&includeLate=true`)
    ).json();
    expect(withLate.total).toBe(3);
    const unexcused = (
      await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}&includeLate=true&excused=false`)
    ).json();
    expect(unexcused.items.map((a: { status: string }) => a.status).sort()).toEqual(["late", "late"]);
    const byStudent = (
      await t.as(ADMIN).get(`/api/absences?studentId=${classmate.studentId}&includeLate=true`)
    ).json();
    expect(byStudent.items.map((a: { student: { id: string } }) => a.student.id)).toEqual([
      classmate.studentId,
    ]);
  });

  it("starts from tomorrow without an « Au » date (no roll call opens earlier), and honours one", async () => {
    const future = await createSlot(10);
    await t.database.db.insert(attendance).values({
      companyId: "ata",
      slotId: future,
      studentId: demoStudentId,
      status: "absent",
    });
    const recent = (await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}`)).json();
    expect(recent.items.map((a: { slotId: string }) => a.slotId)).toEqual([slotId]);
    const upTo = encodeURIComponent(at(20));
    const ranged = (await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}&to=${upTo}`)).json();
    expect(ranged.items.map((a: { slotId: string }) => a.slotId)).toEqual([future, slotId]);
    await t.database.db.delete(attendance).where(eq(attendance.slotId, future));
  });

  it("keeps the order when a slot moves after its roll call (the database follows the slot's start)", async () => {
    const other = await createSlot(5);
    await t.database.db
      .insert(attendance)
      .values({ companyId: "ata", slotId: other, studentId: demoStudentId, status: "absent" });
    const upTo = encodeURIComponent(at(20));
    const list = async () =>
      (await t.as(ADMIN).get(`/api/absences?courseId=${course.courseId}&to=${upTo}`))
        .json()
        .items.map((a: { slotId: string; startsAt: string }) => [a.slotId, a.startsAt]);
    expect(await list()).toEqual([
      [other, at(5, 1)],
      [slotId, at(-3000, 1)],
    ]);
    const [held] = await t.database.db.select().from(slots).where(eq(slots.id, slotId));
    await t.database.db
      .update(slots)
      .set({ startsAt: new Date(at(8, 1)), endsAt: new Date(at(8, 3)) })
      .where(eq(slots.id, slotId));
    expect(await list()).toEqual([
      [slotId, at(8, 1)],
      [other, at(5, 1)],
    ]);
    await t.database.db
      .update(slots)
      .set({ startsAt: held?.startsAt, endsAt: held?.endsAt })
      .where(eq(slots.id, slotId));
    await t.database.db.delete(attendance).where(eq(attendance.slotId, other));
  });

  it("shows a student only their own absences, whatever filter they send", async () => {
    const own = (await t.as(classmate.email).get(`/api/absences?includeLate=true`)).json();
    expect(own.total).toBe(1);
    expect(own.items[0].student.id).toBe(classmate.studentId);
    const other = (
      await t.as(classmate.email).get(`/api/absences?includeLate=true&studentId=${demoStudentId}`)
    ).json();
    expect(other.items.every((a: { student: { id: string } }) => a.student.id === classmate.studentId)).toBe(
      true,
    );
  });

  it("shows a teacher the absences of their courses only", async () => {
    const teacher = (
      await t.as(PROF).get(`/api/absences?courseId=${course.courseId}&includeLate=true`)
    ).json();
    expect(teacher.total).toBe(3);
    const strangerView = (
      await t.as(stranger.email).get(`/api/absences?courseId=${course.courseId}&includeLate=true`)
    ).json();
    expect(strangerView.total).toBe(0);
    const otherCompany = (
      await t.as("admin@horizon.example").get(`/api/absences?courseId=${course.courseId}`)
    ).json();
    expect(otherCompany.total).toBe(0);
  });

  it("summarises a student's attendance for them, their teachers and administrators", async () => {
    const expected = {
      studentId: classmate.studentId,
      slotsCount: 1,
      presentCount: 0,
      absentCount: 0,
      lateCount: 1,
      excusedCount: 0,
      absenceRate: 0,
    };
    expect((await t.as(classmate.email).get("/api/absences/summary")).json()).toEqual(expected);
    const asTeacher = await t.as(PROF).get(`/api/absences/summary?studentId=${classmate.studentId}`);
    expect(asTeacher.json()).toEqual(expected);
    const demo = (
      await t.as(ADMIN).get(`/api/absences/summary?studentId=${demoStudentId}&courseId=${course.courseId}`)
    ).json();
    expect(demo).toMatchObject({ slotsCount: 1, absentCount: 1, excusedCount: 1, absenceRate: 1 });
    expect(
      (await t.as(stranger.email).get(`/api/absences/summary?studentId=${classmate.studentId}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.as("admin@horizon.example").get(`/api/absences/summary?studentId=${classmate.studentId}`))
        .statusCode,
    ).toBe(404);
    expect((await t.as(ADMIN).get("/api/absences/summary")).statusCode).toBe(400);
  });

  it("exports the absences as a spreadsheet for administrators only", async () => {
    const response = await t
      .as(ADMIN)
      .get(`/api/absences/export.xlsx?courseId=${course.courseId}&includeLate=true`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="absences-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      response.rawPayload.buffer.slice(
        response.rawPayload.byteOffset,
        response.rawPayload.byteOffset + response.rawPayload.byteLength,
      ) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet("Absences")!;
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain("Certificat médical");
    expect(values).toContain("Petit");
    expect((await t.as(PROF).get("/api/absences/export.xlsx")).statusCode).toBe(403);
  });
});

describe("the attendance sheet", () => {
  it("is a PDF for the course's teacher and administrators", async () => {
    const response = await t.as(PROF).get(`/api/slots/${slotId}/attendance-sheet.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="emargement-.*\.pdf"$/);
    expect((await t.as(ADMIN).get(`/api/slots/${slotId}/attendance-sheet.pdf`)).statusCode).toBe(200);
    expect((await t.as(STUDENT).get(`/api/slots/${slotId}/attendance-sheet.pdf`)).statusCode).toBe(403);
    expect((await t.as(stranger.email).get(`/api/slots/${slotId}/attendance-sheet.pdf`)).statusCode).toBe(
      404,
    );
  });
});

describe("a student who has left the course", () => {
  it("keeps their absence, which an administrator can still excuse", async () => {
    const pastSlot = await createSlot(-2992);
    const leaver = course.studentIds[3]!;
    const marked = await t.as(PROF).put(`/api/slots/${pastSlot}/attendance`, {
      marks: [{ studentId: leaver, status: "absent" }],
    });
    expect(marked.statusCode).toBe(200);
    const unenrolled = await t.as(ADMIN).delete(`/api/courses/${course.courseId}/enrolments/${leaver}`);
    expect(unenrolled.statusCode).toBe(204);

    const response = await t
      .as(ADMIN)
      .post(`/api/attendance/${pastSlot}/${leaver}/excuse`, { excused: true, reason: "Départ anticipé" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      student: { id: leaver },
      mark: { status: "absent", excused: true, excuseReason: "Départ anticipé" },
    });
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.slotId, pastSlot), eq(attendance.studentId, leaver)));
    expect(row).toMatchObject({ excused: true, excuseReason: "Départ anticipé" });
  });
});
