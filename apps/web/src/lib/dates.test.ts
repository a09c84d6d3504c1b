import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The browser's zone must not matter: the test runs in New York, and Paris times come out.
const originalZone = process.env.TZ;
process.env.TZ = "America/New_York";
const dates = { ...(await import("./dates.ts")), ...(await import("./date-math.ts")) };

beforeAll(() => {
  expect(new Date("2026-11-25T09:30:00Z").getTimezoneOffset()).toBe(300);
});
afterAll(() => {
  process.env.TZ = originalZone;
  vi.useRealTimers();
});

describe("dates in Europe/Paris, from a browser in New York", () => {
  it("formats an instant in Paris time", () => {
    // 23:30 UTC is already the next day in Paris, and still the same day in New York.
    expect(dates.formatDate("2026-11-25T23:30:00Z")).toBe("26/11/2026");
    expect(dates.formatDateTime("2026-11-25T09:30:00Z")).toBe("25/11/2026 10:30");
    expect(dates.formatDateTime("2026-07-01T09:30:00Z")).toBe("01/07/2026 11:30");
    expect(dates.formatTimeRange("2026-11-25T08:00:00Z", "2026-11-25T11:00:00Z")).toBe("09:00 – 12:00");
    expect(dates.formatLongDay("2026-11-22T23:15:00Z")).toBe("lundi 23 novembre 2026");
    // Midnight is 00:00, not 24:00; the minutes are two digits.
    expect(dates.formatDateTime("2026-11-25T23:05:00Z")).toBe("26/11/2026 00:05");
  });

  it("writes the Paris wall clock as Intl's zone data has it, summer time changes included", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      dateStyle: "short",
      timeStyle: "short",
    });
    const expected = (time: number) => intl.format(time);
    const HOUR = 3_600_000;
    const instants: number[] = [];
    for (let time = Date.UTC(1994, 0, 1); time < Date.UTC(2045, 0, 1); time += 3 * HOUR) instants.push(time);
    // Each quarter of an hour around 01:00 UTC of the last seven days of March and of October, where
    // the clocks change.
    for (let year = 1996; year < 2045; year += 1) {
      for (const month of [2, 9]) {
        for (let day = 25; day <= 31; day += 1) {
          const changeHour = Date.UTC(year, month, day, 1);
          for (let time = changeHour - 2 * HOUR; time <= changeHour + 2 * HOUR; time += HOUR / 4) {
            instants.push(time);
          }
        }
      }
    }
    const wrong = instants.filter(
      (time) => dates.formatDateTime(new Date(time).toISOString()) !== expected(time),
    );
    expect(wrong.map((time) => new Date(time).toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(160_000);
  });

  it("writes long days as Intl's French names, every day of 2024 to 2031 and on both sides of midnight", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 3_600_000 * 11.5) {
      const iso = new Date(time).toISOString();
      if (dates.formatLongDay(iso) !== intl.format(time)) wrong.push(iso);
    }
    expect(wrong).toEqual([]);
    expect(dates.formatLongDay("1990-05-01T10:00:00Z")).toBe("mardi 1 mai 1990");
    expect(dates.formatLongDay("")).toBe("—");
  });

  it("shows a dash for a missing or invalid time, and a calendar day as is", () => {
    expect(dates.formatDate(null)).toBe("—");
    expect(dates.formatDateTime("not a date")).toBe("—");
    expect(dates.formatDay("2026-03-29")).toBe("29/03/2026");
    expect(dates.formatDay(undefined)).toBe("—");
  });

  it("fills date and time inputs with the Paris wall clock", () => {
    expect(dates.toDateInput("2026-11-25T23:30:00Z")).toBe("2026-11-26");
    expect(dates.toTimeInput("2026-11-25T23:30:00Z")).toBe("00:30");
    expect(dates.todayInput(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
  });

  it("reads date and time inputs as Paris wall-clock time, summer and winter", () => {
    expect(dates.toInstant("2026-11-25", "10:30")).toBe("2026-11-25T09:30:00.000Z");
    expect(dates.toInstant("2026-07-01", "10:30")).toBe("2026-07-01T08:30:00.000Z");
    expect(dates.toInstant("2026-11-25", "")).toBeNull();
    expect(dates.toInstant("", "10:30")).toBeNull();
  });

  it("turns a day filter into the Paris instants that include the whole day", () => {
    // 29 March 2026: Paris moves to summer time, so the day lasts 23 hours.
    expect(dates.dayStartInstant("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(dates.dayEndInstant("2026-03-29")).toBe("2026-03-29T22:00:00.000Z");
    expect(dates.dayStartInstant("")).toBeUndefined();
    expect(dates.dayEndInstant("not a day")).toBeUndefined();
  });

  it("finds today and the week (from Monday) in Paris", () => {
    // Sunday 29 November 2026, 23:30 in Paris (17:30 in New York): still the week of Monday the 23rd.
    const week = dates.currentWeek(new Date("2026-11-29T22:30:00Z"));
    expect(week.todayStart.toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(week.tomorrowStart.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(week.weekStart.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(week.nextWeekStart.toISOString()).toBe("2026-11-29T23:00:00.000Z");
  });

  it("counts a slot running across midnight as today's", () => {
    // Monday 30 November 2026, 00:20 in Paris.
    const week = dates.currentWeek(new Date("2026-11-29T23:20:00Z"));
    const slot = (startsAt: string, endsAt: string) => dates.isDuringToday({ startsAt, endsAt }, week);
    expect(slot("2026-11-29T22:30:00Z", "2026-11-30T00:30:00Z")).toBe(true);
    expect(slot("2026-11-29T21:30:00Z", "2026-11-29T22:45:00Z")).toBe(false);
    expect(slot("2026-11-30T21:30:00Z", "2026-11-30T22:30:00Z")).toBe(true);
    expect(slot("2026-11-30T23:00:00Z", "2026-12-01T00:30:00Z")).toBe(false);
  });

  it("says how long ago a message came, in French", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(dates.formatRelative("2026-11-25T09:55:00Z", now)).toBe("il y a 5 minutes");
    expect(dates.formatRelative("2026-11-23T10:00:00Z", now)).toBe("il y a 2 jours");
    expect(dates.formatRelative("2026-11-25T10:00:03Z", now)).toBe("à l'instant");
    expect(dates.formatRelative(null, now)).toBe("");
  });

  it("shows a message's time alone today, with its day before", () => {
    const now = new Date("2026-11-25T22:30:00Z");
    // 22:30 UTC is 23:30 in Paris: still the 25th.
    expect(dates.formatMessageTime("2026-11-25T20:15:00Z", now)).toBe("21:15");
    expect(dates.formatMessageTime("2026-11-24T20:15:00Z", now)).toBe("24/11/2026 21:15");
  });

  it("reads a day typed the French way", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(dates.typedDay("12/03/2031", now)).toBe("2031-03-12");
    expect(dates.typedDay(" 4/3/2031 ", now)).toBe("2031-03-04");
    expect(dates.typedDay("12/03", now)).toBe("2026-03-12");
    expect(dates.typedDay("31/02/2031", now)).toBeUndefined();
    expect(dates.typedDay("salle B12", now)).toBeUndefined();
    expect(dates.typedDay("", now)).toBeUndefined();
  });
});
