import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slots } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { createSlots } from "../../test/factories-courses.ts";
import { at, dashboardFixture, NOW } from "../../test/fixtures/dashboard.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// The homes' summaries: who may ask which, and the figures of a fixture built around a fixed "now"
// (Wednesday 5 March 2031, 10:15 in Paris), checked against the lists they link to.
const STUDENT = "apprenant@ata.example";
const PROF = "prof@ata.example";
const ADMIN = "admin@ata.example";
let t: TestApp<Awaited<ReturnType<typeof dashboardFixture>>>;
const clock = new FakeClock(NOW);

beforeAll(async () => {
  t = await createTestApp({}, { seed: dashboardFixture, clock });
});
afterAll(async () => {
  await t.close();
});

const get = async (who: string | null, url: string) => {
  const response = await t.as(who).get(url);
  return { status: response.statusCode, body: response.json() };
};

describe("who may ask for a summary", () => {
  it.each([
    ["/api/dashboard/student", STUDENT, [PROF, ADMIN, "direction@ata.example"]],
    ["/api/dashboard/teacher", PROF, [STUDENT, ADMIN]],
    ["/api/dashboard/admin", ADMIN, [STUDENT, PROF]],
  ])("%s: allowed to %s, refused to the others and to nobody", async (url, allowed, refused) => {
    expect((await get(allowed, url)).status).toBe(200);
    for (const who of refused) expect((await get(who, url)).status).toBe(403);
    expect((await get(null, url)).status).toBe(401);
  });

  it("the company's super administrator gets the administrators' summary", async () => {
    expect((await get("direction@ata.example", "/api/dashboard/admin")).body.proposedSlots).toBe(3);
  });
});

describe("a student's home", () => {
  it("lists the open work not handed in, the most urgent first, five of the six", async () => {
    const { body } = await get(STUDENT, "/api/dashboard/student");
    expect(body.workDue.total).toBe(6);
    expect(body.workDue.items.map((item: { title: string }) => item.title)).toEqual([
      "En retard accepté",
      "Dû demain",
      "Prolongé",
      "Dû dans trois jours",
      "Dû dans dix jours",
    ]);
    const [late, tomorrow, extended] = body.workDue.items;
    expect(late).toMatchObject({ id: t.fixture.boxId.lateAllowed, courseTitle: "Algèbre", isLate: true });
    expect(late.dueAt).toBe(at(-1).toISOString());
    expect(tomorrow.isLate).toBe(false);
    // The extension's due date, not the box's.
    expect(extended.dueAt).toBe(at(2).toISOString());
  });

  it("a student of no course has nothing due; another company's sees only theirs", async () => {
    expect((await get(t.fixture.outsider.email, "/api/dashboard/student")).body.workDue).toEqual({
      items: [],
      total: 0,
    });
    expect((await get("apprenant@horizon.example", "/api/dashboard/student")).body.workDue.total).toBe(0);
  });
});

describe("a teacher's home", () => {
  it("lists their slots of the day in order, with the roll call's progress", async () => {
    const { body } = await get(PROF, "/api/dashboard/teacher");
    const { slot } = t.fixture;
    expect(body.todaySlots.map((s: { id: string }) => s.id)).toEqual([
      slot.todayHeld,
      slot.proposedToday,
      slot.todayNow,
      slot.todayCancelled,
    ]);
    expect(body.todaySlots[0]).toMatchObject({
      status: "held",
      course: { title: "Algèbre" },
      attendance: { enrolled: 5, present: 1, absent: 1, late: 0, unmarked: 3 },
    });
    expect(body.todaySlots[2].attendance).toEqual({
      enrolled: 5,
      present: 0,
      absent: 0,
      late: 0,
      unmarked: 5,
    });
  });

  it("just after midnight, keeps the slot that began the evening before and is still running", async () => {
    const { db } = t.database;
    const [mine] = await db
      .select({ companyId: slots.companyId, courseId: slots.courseId, teacherId: slots.teacherId })
      .from(slots)
      .where(eq(slots.id, t.fixture.slot.todayNow ?? ""));
    if (!mine?.teacherId) throw new Error("fixture slot missing");
    const given = { ...mine, teacherId: mine.teacherId };
    // Wednesday 23:30 → Thursday 01:30, and Wednesday 22:30 → 23:45, Paris time.
    const [running = "", ended = ""] = await createSlots(db, [
      { ...given, startsAt: new Date("2031-03-05T22:30:00Z"), endsAt: new Date("2031-03-06T00:30:00Z") },
      { ...given, startsAt: new Date("2031-03-05T21:30:00Z"), endsAt: new Date("2031-03-05T22:45:00Z") },
    ]);
    clock.set(new Date("2031-03-05T23:20:00Z")); // Thursday 00:20, Paris
    try {
      const { body } = await get(PROF, "/api/dashboard/teacher");
      // The one that ended before midnight is Wednesday's only; Thursday's proposal follows.
      expect(body.todaySlots.map((s: { id: string }) => s.id)).toEqual([
        running,
        t.fixture.slot.proposedTomorrow,
      ]);
      expect(body.todaySlots).not.toContainEqual(expect.objectContaining({ id: ended }));
    } finally {
      clock.set(NOW);
      await db.delete(slots).where(inArray(slots.id, [running, ended]));
    }
  });

  it("lists the boxes with work handed in and not graded, the longest waiting first", async () => {
    const { body } = await get(PROF, "/api/dashboard/teacher");
    // dueIn and oldestSubmittedIn count days from the fixture's "now".
    const box = (
      name: string,
      title: string,
      { toGrade, dueIn, oldestSubmittedIn }: { toGrade: number; dueIn: number; oldestSubmittedIn: number },
    ) => ({
      id: t.fixture.boxId[name],
      title,
      courseTitle: "Algèbre",
      dueAt: at(dueIn).toISOString(),
      toGrade,
      oldestSubmittedAt: at(oldestSubmittedIn).toISOString(),
    });
    expect(body.workToGrade).toEqual({
      boxCount: 3,
      total: 4,
      items: [
        box("dueIn3Days", "Dû dans trois jours", { toGrade: 1, dueIn: 3, oldestSubmittedIn: -4 }),
        box("dueTomorrow", "Dû demain", { toGrade: 2, dueIn: 1, oldestSubmittedIn: -2 }),
        box("handedIn", "Déjà rendu", { toGrade: 1, dueIn: 1, oldestSubmittedIn: -1 }),
      ],
    });
  });

  it("another teacher sees only their own slots and boxes; another company's, none of these", async () => {
    const other = await get(t.fixture.otherTeacher.email, "/api/dashboard/teacher");
    expect(other.body.todaySlots.map((s: { id: string }) => s.id)).toEqual([t.fixture.slot.otherToday]);
    expect(other.body.workToGrade).toMatchObject({ boxCount: 1, total: 1 });
    expect(other.body.workToGrade.items[0].title).toBe("Chimie");
    const horizon = await get("prof@horizon.example", "/api/dashboard/teacher");
    expect(horizon.body).toEqual({ todaySlots: [], workToGrade: { items: [], boxCount: 0, total: 0 } });
  });
});

describe("an administrator's home", () => {
  it("counts the proposals from today on: the total of the list it links to", async () => {
    const { body } = await get(ADMIN, "/api/dashboard/admin");
    expect(body.proposedSlots).toBe(3);
    const list = await get(ADMIN, "/api/slots?status=proposed&period=upcoming");
    expect(list.body.total).toBe(3);
    expect((await get("admin@horizon.example", "/api/dashboard/admin")).body.proposedSlots).toBe(1);
  });

  it("counts the unexcused absences of the Paris week: the total of the absences list on those days", async () => {
    const { body } = await get(ADMIN, "/api/dashboard/admin");
    expect(body.unexcusedAbsences).toEqual({ count: 5, firstDay: "2031-03-03", lastDay: "2031-03-09" });
    const from = "2031-03-02T23:00:00.000Z";
    const to = "2031-03-09T23:00:00.000Z";
    const list = await get(ADMIN, `/api/absences?from=${from}&to=${to}&excused=false`);
    expect(list.body.total).toBe(5);
    const horizon = await get("admin@horizon.example", "/api/dashboard/admin");
    expect(horizon.body.unexcusedAbsences.count).toBe(1);
  });

  it("lists the students above the company's absence thresholds: the first page of their own list", async () => {
    const none = await t.as(ADMIN).put("/api/absence-alerts/settings", { consecutive: 0, percent: 0 });
    expect(none.statusCode).toBe(200);
    expect((await get(ADMIN, "/api/dashboard/admin")).body.studentsAtRisk).toEqual({
      settings: { consecutive: 0, percent: 0 },
      items: [],
      total: 0,
    });
    // The thresholds changed: every student is checked against them at once.
    await t.as(ADMIN).put("/api/absence-alerts/settings", { consecutive: 2, percent: 0 });
    const { body } = await get(ADMIN, "/api/dashboard/admin");
    const list = await get(ADMIN, "/api/absence-alerts/students?pageSize=10");
    expect(body.studentsAtRisk.settings).toEqual({ consecutive: 2, percent: 0 });
    expect(body.studentsAtRisk.total).toBeGreaterThan(0);
    expect(body.studentsAtRisk).toMatchObject({ items: list.body.items, total: list.body.total });
    for (const item of body.studentsAtRisk.items) {
      expect(item.reasons).toEqual([expect.objectContaining({ kind: "consecutive" })]);
      expect(item.reasons[0].value).toBeGreaterThanOrEqual(2);
    }
    const horizon = await get("admin@horizon.example", "/api/dashboard/admin");
    expect(horizon.body.studentsAtRisk).toMatchObject({ items: [], total: 0 });
  });
});
