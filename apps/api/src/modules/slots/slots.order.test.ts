import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDayStart } from "../../platform/paris-time.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createSlots } from "../../test/factories-courses.ts";
import { createCourseFixture, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
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
