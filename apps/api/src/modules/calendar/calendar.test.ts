import type { CalendarEvent, CalendarEvents } from "@campus/contracts/calendar";
import { CALENDAR_UNFILTERED_MAX } from "@campus/contracts/calendar-limits";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import ICAL from "ical.js";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slots } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  createCourseFixture,
  createStudentAccount,
  createTeacherAccount,
  teacherIdByEmail,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// The calendar, its exports, the ICS feed and the change alerts, on a small fixture of its own.

const clock = new FakeClock(new Date("2031-03-01T10:00:00.000Z"));
let t: TestApp<Awaited<ReturnType<typeof demoAccounts>>>;
let courseId: string;
let otherCourseId: string;
let teacherId: string;
let student: { userId: string; email: string };
let stranger: { email: string };
const slotIds: Record<string, string> = {};

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", timeStyle: "short" });
const admin = () => t.as("admin@ata.example");
const teacher = () => t.as("prof@ata.example");

async function createSlot(key: string, body: Record<string, unknown>) {
  const response = await admin().post("/api/slots", { courseId, teacherId, status: "validated", ...body });
  expect(response.statusCode).toBe(201);
  slotIds[key] = response.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock, seed: demoAccounts });
  const db = t.database.db;
  teacherId = await teacherIdByEmail(db, "prof@ata.example");
  const account = await createStudentAccount(db, "ata", "calendrier");
  student = { userId: account.userId, email: account.email };
  const other = await createTeacherAccount(db, "ata", "autre");
  stranger = { email: other.email };
  ({ courseId } = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [teacherId],
    studentIds: [account.studentId],
    title: "Anglais professionnel",
  }));
  ({ courseId: otherCourseId } = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [other.teacherId],
    title: "Comptabilité",
  }));
  // Friday before the clock change (CET, UTC+1) and Monday after it (CEST, UTC+2): both 09:00 in Paris.
  await createSlot("winter", {
    startsAt: "2031-03-28T08:00:00.000Z",
    endsAt: "2031-03-28T10:00:00.000Z",
    room: "A1",
  });
  await createSlot("summer", {
    startsAt: "2031-03-31T07:00:00.000Z",
    endsAt: "2031-03-31T08:30:00.000Z",
    room: "B2",
  });
  await createSlot("cancelled", { startsAt: "2031-03-26T08:00:00.000Z", endsAt: "2031-03-26T10:00:00.000Z" });
  await createSlot("proposal", {
    startsAt: "2031-03-27T08:00:00.000Z",
    endsAt: "2031-03-27T09:00:00.000Z",
    status: "proposed",
  });
  const otherSlot = await admin().post("/api/slots", {
    courseId: otherCourseId,
    startsAt: "2031-03-28T12:00:00.000Z",
    endsAt: "2031-03-28T13:00:00.000Z",
    status: "validated",
  });
  slotIds.other = otherSlot.json<{ id: string }>().id;
  expect(
    (await admin().post(`/api/slots/${slotIds.cancelled}/status`, { status: "cancelled" })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const week = "from=2031-03-24T00:00:00.000Z&to=2031-04-07T00:00:00.000Z";
const ids = (response: { json: <T>() => T }) =>
  response.json<{ items: { id: string }[] }>().items.map((s) => s.id);

describe("GET /api/calendar/events", () => {
  it("shows each person their own slots, administrators the company's", async () => {
    const mine = ids(await t.as(student.email).get(`/api/calendar/events?${week}`));
    expect(new Set(mine)).toEqual(new Set([slotIds.winter, slotIds.summer, slotIds.cancelled]));
    const taught = ids(await teacher().get(`/api/calendar/events?${week}`));
    expect(new Set(taught)).toEqual(
      new Set([slotIds.winter, slotIds.summer, slotIds.cancelled, slotIds.proposal]),
    );
    const all = ids(await admin().get(`/api/calendar/events?${week}`));
    expect(all).toEqual(expect.arrayContaining(Object.values(slotIds)));
    expect(ids(await t.as(stranger.email).get(`/api/calendar/events?${week}`))).toEqual([slotIds.other]);
    expect(ids(await t.as("admin@horizon.example").get(`/api/calendar/events?${week}`))).not.toContain(
      slotIds.winter,
    );
  });

  it("filters by room, status and teacher, and bounds the period", async () => {
    expect(ids(await admin().get(`/api/calendar/events?${week}&room=b2`))).toEqual([slotIds.summer]);
    expect(ids(await admin().get(`/api/calendar/events?${week}&status=cancelled`))).toEqual([
      slotIds.cancelled,
    ]);
    expect(ids(await admin().get(`/api/calendar/events?${week}&teacherId=${teacherId}`))).not.toContain(
      slotIds.other,
    );
    const tooLong = await admin().get(
      "/api/calendar/events?from=2031-01-01T00:00:00Z&to=2031-06-01T00:00:00Z",
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { message: string } }>().error.message).toContain("62 jours");
  });

  it("counts an administrator's unfiltered period per day past CALENDAR_UNFILTERED_MAX slots, and shows it filtered", async () => {
    // A busy week in 2032 of another course: 2 days of 301 slots (one more than the limit in all).
    const busy = "from=2032-01-05T00:00:00.000Z&to=2032-01-12T00:00:00.000Z";
    const rows = [5, 6].flatMap((day) =>
      Array.from({ length: CALENDAR_UNFILTERED_MAX / 2 + 1 }, (_, n) => ({
        companyId: "ata",
        courseId: otherCourseId,
        startsAt: new Date(Date.UTC(2032, 0, day, 7, n % 60)),
        endsAt: new Date(Date.UTC(2032, 0, day, 8, n % 60)),
        status: "validated" as const,
      })),
    );
    await t.database.db.insert(slots).values(rows);
    const month = "from=2031-12-29T00:00:00.000Z&to=2032-02-09T00:00:00.000Z";
    for (const period of [busy, month]) {
      const answer = (await admin().get(`/api/calendar/events?${period}`)).json<CalendarEvents>();
      expect(answer.items).toEqual([]);
      expect(answer.overflow).toEqual({
        total: rows.length,
        days: [
          { day: "2032-01-05", count: rows.length / 2 },
          { day: "2032-01-06", count: rows.length / 2 },
        ],
      });
    }
    const filtered = (
      await admin().get(`/api/calendar/events?${busy}&courseId=${otherCourseId}`)
    ).json<CalendarEvents>();
    expect(filtered.items).toHaveLength(rows.length);
    expect(filtered.overflow).toBeUndefined();
    // The course's teacher sees their own slots: the limit is the administrators' whole company.
    const taught = (await t.as(stranger.email).get(`/api/calendar/events?${busy}`)).json<CalendarEvents>();
    expect(taught.items).toHaveLength(rows.length);
  });
});

describe("planning export", () => {
  const period = "from=2031-03-24T00:00:00%2B01:00&to=2031-04-07T00:00:00%2B02:00&title=Mon%20planning";

  it("writes a PDF with a page a week, the company and the slots", async () => {
    const response = await teacher().get(`/api/calendar/export/pdf?${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    // Paris days of the period: from Monday 24 March to Sunday 6 April (not UTC's 23 March).
    expect(response.headers["content-disposition"]).toContain("mon-planning-2031-03-24_2031-04-06.pdf");
    const parser = new PDFParse({ data: response.rawPayload });
    const parsed = await parser.getText();
    await parser.destroy();
    expect(parsed.total).toBe(2);
    const [first = "", second = ""] = parsed.pages.map((page) => page.text.replace(/\s+/g, " "));
    expect(first).toContain("ATA Formation Mon planning Semaine du 24/03/2031 au 30/03/2031");
    expect(first).toContain("Vendredi 28/03");
    expect(first).toContain("09:00–11:00 Anglais professionnel A1 · Présentiel");
    expect(first).toContain("(annulé)");
    expect(second).toContain("Semaine du 31/03/2031 au 06/04/2031");
    expect(second).toContain("09:00–10:30 Anglais professionnel B2 · Présentiel");
    expect(parsed.text).not.toContain("Comptabilité");
  });

  it("writes an XLSX with a row per slot and the hours per course", async () => {
    const response = await teacher().get(`/api/calendar/export/xlsx?${period}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual([
      "28/03/2031",
      "09:00",
      "11:00",
      "Anglais professionnel",
      expect.any(String),
      "A1",
      "Présentiel",
      "validé",
      2,
    ]);
    expect(rows).toContainEqual([
      "31/03/2031",
      "09:00",
      "10:30",
      "Anglais professionnel",
      expect.any(String),
      "B2",
      "Présentiel",
      "validé",
      1.5,
    ]);
    expect(rows).toContainEqual(expect.arrayContaining(["annulé"]));
    // 2 + 1.5 + 1 (the proposal); the cancelled slot does not count.
    expect(rows).toContainEqual(["Anglais professionnel", 4.5]);
  });

  it("is for teachers and administrators only; an administrator picks the teacher", async () => {
    expect((await t.as(student.email).get(`/api/calendar/export/xlsx?${period}`)).statusCode).toBe(403);
    const response = await admin().get(`/api/calendar/export/xlsx?${period}&room=A1`);
    expect(response.statusCode).toBe(200);
  });
});

describe("ICS feed", () => {
  it("holds the user's slots, parses with ical.js, times right across the clock change", async () => {
    expect((await t.as(student.email).get("/api/calendar/feed")).json()).toMatchObject({ isActive: false });
    const created = await t.as(student.email).post("/api/calendar/feed");
    const url = created.json<{ url: string }>().url;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const first = await t.as(null).get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("text/calendar");
    const events = parseEvents(first.body);
    expect(new Set(events.map((e) => e.uid))).toEqual(
      new Set([slotIds.winter, slotIds.summer, slotIds.cancelled].map((id) => `${id}@campus`)),
    );
    const winter = events.find((e) => e.uid === `${slotIds.winter}@campus`);
    const summer = events.find((e) => e.uid === `${slotIds.summer}@campus`);
    expect(winter?.start.toISOString()).toBe("2031-03-28T08:00:00.000Z");
    expect(summer?.start.toISOString()).toBe("2031-03-31T07:00:00.000Z");
    expect(PARIS_TIME.format(winter?.start)).toBe("09:00");
    expect(PARIS_TIME.format(summer?.start)).toBe("09:00");
    expect(events.find((e) => e.uid === `${slotIds.cancelled}@campus`)?.status).toBe("CANCELLED");
    // A student's event opens their course page with the slot selected, never the staff's slot sheet.
    expect(new URL(String(winter?.url)).pathname + new URL(String(winter?.url)).search).toBe(
      `/dashboard/courseInfo/${courseId}?seance=${slotIds.winter}`,
    );

    // A move keeps the UID with a higher SEQUENCE.
    const before = summer?.sequence ?? 0;
    await admin().patch(`/api/slots/${slotIds.summer}`, {
      startsAt: "2031-04-01T07:00:00.000Z",
      endsAt: "2031-04-01T08:30:00.000Z",
    });
    const moved = parseEvents((await t.as(null).get(path)).body).find(
      (e) => e.uid === `${slotIds.summer}@campus`,
    );
    expect(moved?.sequence).toBeGreaterThan(before);
    expect(moved?.start.toISOString()).toBe("2031-04-01T07:00:00.000Z");

    // Regenerating revokes the old address.
    const renewed = await t.as(student.email).post("/api/calendar/feed");
    expect((await t.as(null).get(path)).statusCode).toBe(404);
    expect((await t.as(null).get(new URL(renewed.json<{ url: string }>().url).pathname)).statusCode).toBe(
      200,
    );
  });

  it("answers 404 to a wrong or malformed token", async () => {
    expect((await t.as(null).get(`/api/calendar/${"a".repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await t.as(null).get("/api/calendar/nope.ics")).statusCode).toBe(404);
  });
});

describe("change alerts", () => {
  it("a move and a cancellation reach the student's list, not the author's", async () => {
    const list = await t.as(student.email).get("/api/notifications");
    const items = list.json<{ items: { change: string; slotId: string }[]; unread: number }>();
    expect(items.items.map((item) => item.change)).toEqual(
      expect.arrayContaining(["moved", "cancelled", "created"]),
    );
    expect(items.items.some((item) => item.slotId === slotIds.proposal)).toBe(false);
    expect(items.unread).toBeGreaterThan(0);
    expect((await admin().get("/api/notifications")).json<{ items: unknown[] }>().items).toEqual([]);
    expect((await t.as(student.email).post("/api/notifications/read")).statusCode).toBe(204);
    expect((await t.as(student.email).get("/api/notifications")).json<{ unread: number }>().unread).toBe(0);
  });

  it("a teacher's proposal reaches the students once validated, and not at all when refused", async () => {
    const propose = async (day: string) => {
      const response = await teacher().post("/api/slots", {
        courseId,
        startsAt: `2031-04-${day}T08:00:00.000Z`,
        endsAt: `2031-04-${day}T09:00:00.000Z`,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const alerts = async (email: string) =>
      (await t.as(email).get("/api/notifications")).json<{
        items: { change: string; slotId: string; isRead: boolean }[];
      }>().items;
    const accepted = await propose("08");
    const refused = await propose("09");
    expect((await alerts(student.email)).some((a) => [accepted, refused].includes(a.slotId))).toBe(false);

    expect((await admin().post(`/api/slots/${accepted}/status`, { status: "validated" })).statusCode).toBe(
      200,
    );
    expect((await admin().post(`/api/slots/${refused}/status`, { status: "cancelled" })).statusCode).toBe(
      200,
    );
    const studentAlerts = await alerts(student.email);
    expect(studentAlerts.filter((a) => a.slotId === accepted)).toEqual([
      expect.objectContaining({ change: "validated", isRead: false }),
    ]);
    expect(studentAlerts.some((a) => a.slotId === refused)).toBe(false);
    // The teacher who proposed hears of both answers.
    const teacherAlerts = await alerts("prof@ata.example");
    expect(teacherAlerts.find((a) => a.slotId === accepted)?.change).toBe("validated");
    expect(teacherAlerts.find((a) => a.slotId === refused)?.change).toBe("cancelled");
  });
});

describe("the company's kept week", () => {
  const oneWeek = "from=2031-03-24T00:00:00.000Z&to=2031-03-31T00:00:00.000Z";
  const weekOf = async (email: string) =>
    (await t.as(email).get(`/api/calendar/events?${oneWeek}`)).json<{ items: CalendarEvent[] }>().items;

  it("answers each caller from one copy, and follows every change at once, another process's too", async () => {
    expect(new Set((await weekOf(student.email)).map((event) => event.id))).toEqual(
      new Set([slotIds.winter, slotIds.cancelled]),
    );
    expect((await weekOf("admin@ata.example")).map((event) => event.id)).toEqual(
      expect.arrayContaining([slotIds.winter, slotIds.cancelled, slotIds.proposal, slotIds.other]),
    );
    expect((await weekOf("admin@horizon.example")).map((event) => event.id)).not.toContain(slotIds.winter);
    // A teacher's kept week (picked by course and by teacher record) holds their proposal, in time order.
    const taught = await weekOf("prof@ata.example");
    expect(new Set(taught.map((event) => event.id))).toEqual(
      new Set([slotIds.winter, slotIds.cancelled, slotIds.proposal]),
    );
    const starts = taught.map((event) => event.startsAt);
    expect(starts).toEqual([...starts].sort());

    const moved = await admin().patch(`/api/slots/${slotIds.winter}`, {
      startsAt: "2031-03-29T08:00:00.000Z",
      endsAt: "2031-03-29T10:00:00.000Z",
    });
    expect(moved.statusCode).toBe(200);
    const winter = (email: string) => weekOf(email).then((week) => week.find((e) => e.id === slotIds.winter));
    expect((await winter(student.email))?.startsAt).toBe("2031-03-29T08:00:00.000Z");

    expect(
      (await admin().patch(`/api/courses/${courseId}`, { title: "Anglais des affaires" })).statusCode,
    ).toBe(200);
    expect((await admin().patch(`/api/teachers/${teacherId}`, { lastname: "Renommé" })).statusCode).toBe(200);
    expect(await winter("admin@ata.example")).toMatchObject({
      course: { title: "Anglais des affaires" },
      teacher: { name: expect.stringContaining("Renommé") },
    });

    // Another process writes to the database: this one is told nothing, and still sees it.
    const db = t.database.db;
    await db
      .update(slots)
      .set({ room: "Z9" })
      .where(eq(slots.id, slotIds.winter ?? ""));
    await db.delete(slots).where(eq(slots.id, slotIds.other ?? ""));
    const after = await weekOf("admin@ata.example");
    expect(after.find((event) => event.id === slotIds.winter)?.room).toBe("Z9");
    expect(after.map((event) => event.id)).not.toContain(slotIds.other);
    expect((await winter(student.email))?.room).toBe("Z9");
    // A filter reads the same week for its caller alone.
    expect(ids(await admin().get(`/api/calendar/events?${oneWeek}&room=z9`))).toEqual([slotIds.winter]);
  });
});

function parseEvents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate(),
      sequence: event.sequence,
      status: component.getFirstPropertyValue("status"),
      url: component.getFirstPropertyValue("url"),
    };
  });
}
