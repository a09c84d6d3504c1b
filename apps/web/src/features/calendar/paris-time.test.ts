import { describe, expect, it } from "vitest";
import { fromParisWallClock, toParisWallClock, visibleHours, wallClockParts } from "./paris-time.ts";

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

describe("visibleHours", () => {
  it("shows 07:00 to 21:00, widened to whole hours around early, late and overnight slots", () => {
    expect(visibleHours([])).toEqual({ slotMinTime: "07:00:00", slotMaxTime: "21:00:00" });
    // 06:30–08:00 and 20:00–22:15, Paris winter time (UTC+1).
    expect(
      visibleHours([
        { startsAt: "2026-11-25T05:30:00.000Z", endsAt: "2026-11-25T07:00:00.000Z" },
        { startsAt: "2026-11-25T19:00:00.000Z", endsAt: "2026-11-25T21:15:00.000Z" },
      ]),
    ).toEqual({ slotMinTime: "06:00:00", slotMaxTime: "23:00:00" });
    // 23:30–01:00: across midnight, the whole day.
    expect(
      visibleHours([{ startsAt: "2026-11-25T22:30:00.000Z", endsAt: "2026-11-26T00:00:00.000Z" }]),
    ).toEqual({
      slotMinTime: "00:00:00",
      slotMaxTime: "24:00:00",
    });
  });
});
