import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { at, createDemoCourseFixture, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
/** The app's time: it stands still unless a test moves it. */
const clock = new FakeClock(new Date("2031-06-10T10:00:00.000Z"));
let course: { courseId: string; studentIds: string[] };
let demoStudentId: string;
let stranger: { email: string; teacherId: string };
let evaluationId: string;
let slotId: string;

const ADMIN = "admin@ata.example";
const DIRECTION = "direction@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";
const HORIZON = "admin@horizon.example";
const MINUTE = 60_000;

interface Change {
  kind: string;
  studentId: string;
  before: unknown;
  after: unknown;
  author: { name: string } | null;
  reason: string | null;
  evaluation: { title: string } | null;
  slot: { id: string } | null;
  changedAt: string;
}

const saveGrade = (email: string, value: number | null) =>
  t.as(email).put("/api/evaluations/grades", {
    courseId: course.courseId,
    grades: [{ evaluationId, studentId: demoStudentId, value }],
  });
const saveMark = (email: string, mark: Record<string, unknown>) =>
  t.as(email).put(`/api/slots/${slotId}/attendance`, { marks: [{ studentId: demoStudentId, ...mark }] });
const history = async (email: string, query: string) => {
  const response = await t.as(email).get(`/api/history?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Change[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp({}, { clock, seed: demoAccounts });
  ({ demoStudentId, stranger, course } = await createDemoCourseFixture(t.database.db, "historique"));
  const evaluation = await t
    .as(PROF)
    .post("/api/evaluations", { courseId: course.courseId, title: "Partiel" });
  evaluationId = evaluation.json().id;
  const slot = await t.as(ADMIN).post("/api/slots", {
    courseId: course.courseId,
    teacherId: await teacherIdByEmail(t.database.db, PROF),
    startsAt: at(-30, 1, clock.now().toISOString()),
    endsAt: at(-30, 3, clock.now().toISOString()),
    status: "validated",
  });
  expect(slot.statusCode).toBe(201);
  slotId = slot.json().id;
});
afterAll(() => t.close());

describe("the grades' history", () => {
  it("keeps each change of a grade with before, after, author and time; an unchanged save adds nothing", async () => {
    expect((await saveGrade(PROF, 12)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await saveGrade(ADMIN, 14.5)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await saveGrade(ADMIN, 14.5)).statusCode).toBe(200);

    const page = await history(ADMIN, `courseId=${course.courseId}&kind=grade`);
    expect(page.total).toBe(2);
    expect(page.items).toMatchObject([
      {
        kind: "grade",
        studentId: demoStudentId,
        before: { value: 12 },
        after: { value: 14.5 },
        author: { name: "Sophie Laurent" },
        evaluation: { title: "Partiel" },
      },
      { kind: "grade", before: null, after: { value: 12 }, author: { name: "Julien Bernard" } },
    ]);
    expect(page.items[0]?.changedAt).toBe(new Date(clock.now().getTime() - MINUTE).toISOString());
  });

  it("shows one grade's history to the course's teacher, not to another teacher, a student or another company", async () => {
    const url = `/api/history/grades/${evaluationId}/${demoStudentId}`;
    const response = await t.as(PROF).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((c: Change) => c.after)).toEqual([{ value: 14.5 }, { value: 12 }]);
    expect((await t.as(stranger.email).get(url)).statusCode).toBe(404);
    expect((await t.as(HORIZON).get(url)).statusCode).toBe(404);
    expect((await t.as(STUDENT).get(url)).statusCode).toBe(403);
    const otherStudent = "00000000-0000-4000-8000-000000000000";
    expect((await t.as(PROF).get(`/api/history/grades/${evaluationId}/${otherStudent}`)).statusCode).toBe(
      404,
    );
  });

  it("keeps a removed grade as a change to nothing", async () => {
    clock.advance(MINUTE);
    expect((await saveGrade(PROF, null)).statusCode).toBe(200);
    const [latest] = (await history(ADMIN, `courseId=${course.courseId}&kind=grade`)).items;
    expect(latest).toMatchObject({ before: { value: 14.5 }, after: null });
  });
});

describe("the attendance marks' history", () => {
  it("keeps each changed mark of the roll call, and an excuse with its reason", async () => {
    clock.advance(MINUTE);
    expect((await saveMark(PROF, { status: "absent" })).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await saveMark(PROF, { status: "absent" })).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await saveMark(PROF, { status: "late", lateMinutes: 10 })).statusCode).toBe(200);
    clock.advance(MINUTE);
    const excuse = await t.as(ADMIN).post(`/api/attendance/${slotId}/${demoStudentId}/excuse`, {
      excused: true,
      reason: "Train en retard",
    });
    expect(excuse.statusCode).toBe(200);

    const response = await t.as(PROF).get(`/api/history/attendance/${slotId}/${demoStudentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toMatchObject([
      {
        kind: "attendance",
        before: { status: "late", lateMinutes: 10, excused: false },
        after: { status: "late", lateMinutes: 10, excused: true },
        reason: "Train en retard",
        author: { name: "Sophie Laurent" },
      },
      {
        before: { status: "absent", lateMinutes: null, excused: false },
        after: { status: "late", lateMinutes: 10, excused: false },
        author: { name: "Julien Bernard" },
      },
      { before: null, after: { status: "absent", lateMinutes: null, excused: false }, slot: { id: slotId } },
    ]);
    expect(
      (await t.as(stranger.email).get(`/api/history/attendance/${slotId}/${demoStudentId}`)).statusCode,
    ).toBe(404);
    expect((await t.as(HORIZON).get(`/api/history/attendance/${slotId}/${demoStudentId}`)).statusCode).toBe(
      404,
    );
  });
});

describe("the history list", () => {
  it("filters by kind, person, course and period", async () => {
    const all = await history(DIRECTION, `courseId=${course.courseId}`);
    expect(all.total).toBe(6);
    expect(
      (await history(ADMIN, `courseId=${course.courseId}&kind=attendance`)).items.map((c) => c.kind),
    ).toEqual(["attendance", "attendance", "attendance"]);
    expect((await history(ADMIN, `studentId=${demoStudentId}`)).total).toBe(6);
    expect((await history(ADMIN, `studentId=${course.studentIds[3]}`)).total).toBe(0);
    // The second and third grade changes only: [first + 1 min, first + 4 min).
    const first = new Date(all.items[5]?.changedAt ?? "").getTime();
    const period = `from=${new Date(first + MINUTE).toISOString()}&to=${new Date(first + 4 * MINUTE).toISOString()}`;
    const within = await history(ADMIN, `courseId=${course.courseId}&${period}`);
    expect(within.items.map((c) => c.after)).toEqual([null, { value: 14.5 }]);
    const paged = await history(ADMIN, `courseId=${course.courseId}&pageSize=4&page=2`);
    expect(paged.items).toHaveLength(2);
  });

  it("lists nothing of another company, and refuses teachers, students and anonymous callers", async () => {
    expect((await history(HORIZON, `courseId=${course.courseId}`)).total).toBe(0);
    expect((await history(HORIZON, `studentId=${demoStudentId}`)).total).toBe(0);
    expect((await t.as(PROF).get("/api/history")).statusCode).toBe(403);
    expect((await t.as(STUDENT).get("/api/history")).statusCode).toBe(403);
    expect((await t.as(STUDENT).get("/api/history/export.xlsx")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/history")).statusCode).toBe(401);
    expect((await t.as(ADMIN).get("/api/history?kind=other")).statusCode).toBe(400);
  });

  it("exports the filtered list as a workbook named after the period's Paris days", async () => {
    const response = await t
      .as(ADMIN)
      .get(
        `/api/history/export.xlsx?courseId=${course.courseId}&from=2031-05-31T22:00:00.000Z&to=2031-06-10T22:00:00.000Z`,
      );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="historique-2031-06-01_2031-06-10.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      response.rawPayload.buffer.slice(
        response.rawPayload.byteOffset,
        response.rawPayload.byteOffset + response.rawPayload.byteLength,
      ) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet("Historique");
    const rows: string[] = [];
    // Title, generation time, a blank line, then the header on row 4.
    sheet?.eachRow((row, number) => {
      if (number > 4)
        rows.push([2, 7, 8, 9, 10].map((column) => String(row.getCell(column).value ?? "")).join(" | "));
    });
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe(
      "Présence | Séance du 11/05/2031 13:00 | En retard (10 min) | En retard (10 min), justifié | Sophie Laurent",
    );
    expect(rows).toContain("Note | Partiel | 12 | 14,5 | Sophie Laurent");
    expect(rows).toContain("Note | Partiel | — | 12 | Julien Bernard");
  });
});
