import { describe, expect, it } from "vitest";
import { fromParisWallClock, toParisWallClock, wallClockParts } from "./paris-time.ts";

describe("Paris wall-clock for FullCalendar", () => {
  it("keeps 09:00 in Paris on both sides of the clock change", () => {
    expect(toParisWallClock("2031-03-28T08:00:00.000Z")).toBe("2031-03-28T09:00:00");
    expect(toParisWallClock("2031-03-31T07:00:00.000Z")).toBe("2031-03-31T09:00:00");
    expect(fromParisWallClock(new Date("2031-03-28T09:00:00Z"))).toBe("2031-03-28T08:00:00.000Z");
    expect(fromParisWallClock(new Date("2031-03-31T09:00:00Z"))).toBe("2031-03-31T07:00:00.000Z");
  });

  it("splits a calendar date into the form's day and time", () => {
    expect(wallClockParts(new Date("2031-03-31T09:30:00Z"))).toEqual({ date: "2031-03-31", time: "09:30" });
  });
});
