import { describe, expect, it } from "vitest";
import { fileDays, parisDay, parisDayStart, parisToday, parisWeek } from "./paris-time.ts";

describe("Paris days and weeks", () => {
  it("a day starts at midnight in Paris, summer and winter", () => {
    expect(parisDayStart(new Date("2026-07-14T15:42:10.500Z")).toISOString()).toBe(
      "2026-07-13T22:00:00.000Z",
    );
    expect(parisDayStart(new Date("2026-01-14T23:30:00.000Z")).toISOString()).toBe(
      "2026-01-14T23:00:00.000Z",
    );
    expect(parisDay(new Date("2026-01-14T23:30:00.000Z"))).toBe("2026-01-15");
    // 29 days before 14 April 2031 is 16 March, across the clock change.
    expect(parisDayStart(new Date("2031-04-14T10:00:00.000Z"), 29).toISOString()).toBe(
      "2031-03-15T23:00:00.000Z",
    );
    // The day the clocks go forward lasts 23 hours.
    const { start, end } = parisToday(new Date("2031-03-30T10:00:00.000Z"));
    expect([start.toISOString(), end.toISOString()]).toEqual([
      "2031-03-29T23:00:00.000Z",
      "2031-03-30T22:00:00.000Z",
    ]);
  });

  it("a week runs from Monday to Sunday in Paris", () => {
    // Sunday 22 November 2026, 23:30 in Paris: still the week of Monday 16.
    expect(parisWeek(new Date("2026-11-22T22:30:00.000Z"))).toEqual({
      start: new Date("2026-11-15T23:00:00.000Z"),
      end: new Date("2026-11-22T23:00:00.000Z"),
      firstDay: "2026-11-16",
      lastDay: "2026-11-22",
    });
    // Monday 00:30 in Paris: the new week.
    expect(parisWeek(new Date("2026-11-22T23:30:00.000Z")).firstDay).toBe("2026-11-23");
  });

  it("the week of a clock change is 167 or 169 hours long", () => {
    const spring = parisWeek(new Date("2031-03-27T12:00:00.000Z"));
    expect(spring.start.toISOString()).toBe("2031-03-23T23:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2031-03-30T22:00:00.000Z");
    expect(spring.lastDay).toBe("2031-03-30");
    const autumn = parisWeek(new Date("2026-10-22T12:00:00.000Z"));
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(169);
  });
});

describe("an export's file name dates", () => {
  const madeAt = new Date("2026-12-04T23:30:00.000Z");
  it("are the Paris days of its period, not UTC ones", () => {
    // A week starting at Paris midnight is the previous day in UTC.
    const first = new Date("2026-12-06T23:00:00.000Z");
    const last = new Date("2026-12-13T22:59:59.999Z");
    expect(fileDays({ first, last }, madeAt)).toBe("2026-12-07_2026-12-13");
    expect(fileDays({ first, last: first }, madeAt)).toBe("2026-12-07");
  });
  it("run to the day it was made when the period has no end, and are that day without a period", () => {
    expect(fileDays({ first: new Date("2026-11-30T23:00:00.000Z") }, madeAt)).toBe("2026-12-01_2026-12-05");
    expect(fileDays({ last: new Date("2026-11-30T23:00:00.000Z") }, madeAt)).toBe("jusqu-au-2026-12-01");
    expect(fileDays({}, madeAt)).toBe("2026-12-05");
  });
});
