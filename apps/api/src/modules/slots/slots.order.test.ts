import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDayStart } from "../../platform/paris-time.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createSlots } from "../../test/factories-courses.ts";
import { createCourseFixture, createTeacherAccount, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const ADMIN = "admin@ata.example";
const DAY = 24 * 3_600_000;

let t: TestApp;
let courseId: string;
/** The fixture's slots by name. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  const db = t.database.db;
  const teacherId = await teacherIdByEmail(db, "prof@ata.example");
  ({ courseId } = await createCourseFixture(db, { companyId: "ata", teacherIds: [teacherId] }));
  const now = Date.now();
  const today = parisDayStart(new Date(now)).getTime();
  const fixture = {
    pastValidated: { startsAt: new Date(now - 3 * DAY) },
    pastProposed: { startsAt: new Date(now - 2 * DAY), status: "proposed" as const },
    // Earlier today: still listed among the upcoming ones until midnight.
    todayEarly: { startsAt: new Date(today + 60_000), endsAt: new Date(today + 120_000) },
    nextWeek: { startsAt: new Date(now + 7 * DAY) },
    tomorrow: { startsAt: new Date(now + DAY) },
    proposedLater: { startsAt: new Date(now + 10 * DAY), status: "proposed" as const },
  };
  const created = await createSlots(
    db,
    Object.values(fixture).map((slot) => ({ companyId: "ata", courseId, ...slot })),
  );
  Object.keys(fixture).forEach((name, index) => {
    ids[name] = created[index] ?? "";
  });
  await t.signIn(ADMIN);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const response = await t.as(ADMIN).get(`/api/slots?courseId=${courseId}&${query}`);
  expect(response.statusCode).toBe(200);
  const page = response.json() as { items: { id: string }[]; total: number };
  return { ids: page.items.map((slot) => slot.id), total: page.total };
}

const named = (...names: string[]) => names.map((name) => ids[name]);

describe("GET /api/slots: periods and order", () => {
  it("upcoming: the proposals waiting for validation first, then the slots from today on, soonest first", async () => {
    expect(await list("period=upcoming")).toEqual({
      ids: named("proposedLater", "todayEarly", "tomorrow", "nextWeek"),
      total: 4,
    });
  });

  it("upcoming is paged on the server", async () => {
    expect(await list("period=upcoming&pageSize=2&page=2")).toEqual({
      ids: named("tomorrow", "nextWeek"),
      total: 4,
    });
  });

  it("past: the slots started before today, latest first", async () => {
    expect(await list("period=past&sort=-startsAt")).toEqual({
      ids: named("pastProposed", "pastValidated"),
      total: 2,
    });
  });

  it("all (the default): every slot in the asked order", async () => {
    expect(await list("sort=-startsAt")).toEqual({
      ids: named("proposedLater", "nextWeek", "tomorrow", "todayEarly", "pastProposed", "pastValidated"),
      total: 6,
    });
  });

  it("refuses an unknown period", async () => {
    const response = await t.as(ADMIN).get("/api/slots?period=soon");
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/slots as a teacher: the slots of the courses they teach", () => {
  let teacherEmail: string;
  let taught: string[];
  let notTaught: string;

  beforeAll(async () => {
    const db = t.database.db;
    const teacher = await createTeacherAccount(db, "ata");
    const colleague = await createTeacherAccount(db, "ata");
    teacherEmail = teacher.email;
    const course = async (teacherId: string) =>
      (await createCourseFixture(db, { companyId: "ata", teacherIds: [teacherId] })).courseId;
    taught = [await course(teacher.teacherId), await course(teacher.teacherId)];
    notTaught = await course(colleague.teacherId);
    // Three courses' slots interleaved in time, proposals among them, some at the same instant.
    const now = Date.now();
    const slotsOf = (courseId: string, shift: number) =>
      [-5, -3, -1, 0, 1, 2, 4, 6, 9].map((day, k) => ({
        companyId: "ata",
        courseId,
        startsAt: new Date(now + day * DAY + (k % 3 === 0 ? 0 : shift * 3_600_000)),
        ...(k % 4 === 1 ? { status: "proposed" as const } : {}),
      }));
    await createSlots(db, [...slotsOf(taught[0]!, 1), ...slotsOf(taught[1]!, 2), ...slotsOf(notTaught, 3)]);
    await t.signIn(teacherEmail);
  });

  async function pageAs(email: string, query: string) {
    const response = await t.as(email).get(`/api/slots?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: string; course: { id: string } }[]; total: number };
  }

  it("lists them in the administrators' order, page after page, with their total", async () => {
    for (const query of ["period=all", "sort=-startsAt", "period=upcoming", "period=past&sort=-startsAt"]) {
      const company = await pageAs(ADMIN, `${query}&pageSize=200`);
      const expected = company.items.filter((slot) => taught.includes(slot.course.id)).map((slot) => slot.id);
      const whole = await pageAs(teacherEmail, `${query}&pageSize=200`);
      expect(whole.items.map((slot) => slot.id)).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 4); page++) {
        const answer = await pageAs(teacherEmail, `${query}&pageSize=4&page=${page}`);
        expect(answer.total).toBe(expected.length);
        paged.push(...answer.items.map((slot) => slot.id));
      }
      expect(paged, query).toEqual(expected);
    }
  });

  it("filters them by course, status and dates, and gives nothing of a course they do not teach", async () => {
    const from = new Date(Date.now() - 2 * DAY).toISOString();
    const to = new Date(Date.now() + 5 * DAY).toISOString();
    for (const query of [`courseId=${taught[1]}`, "status=proposed", `from=${from}&to=${to}`]) {
      const company = await pageAs(ADMIN, `${query}&pageSize=200`);
      const expected = company.items.filter((slot) => taught.includes(slot.course.id)).map((slot) => slot.id);
      const mine = await pageAs(teacherEmail, `${query}&pageSize=200`);
      expect(expected.length).toBeGreaterThan(0);
      expect(
        mine.items.map((slot) => slot.id),
        query,
      ).toEqual(expected);
      expect(mine.total).toBe(expected.length);
    }
    expect(await pageAs(teacherEmail, `courseId=${notTaught}`)).toMatchObject({ items: [], total: 0 });
  });
});
