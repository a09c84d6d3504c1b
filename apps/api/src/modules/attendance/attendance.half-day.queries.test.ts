import { describe, expect, it } from "vitest";
import { halfDayOf } from "./attendance.half-day.queries.ts";

// Which half-day a slot's start falls in: Paris time, split at noon unless the company moved it.
describe("the half-day of an instant", () => {
  it("splits at noon Paris time by default, winter and summer", () => {
    expect(halfDayOf(new Date("2031-01-15T10:59:00Z"))).toEqual({
      key: "2031-01-15|am",
      day: "2031-01-15",
      isMorning: true,
    });
    expect(halfDayOf(new Date("2031-01-15T11:00:00Z")).isMorning).toBe(false);
    // Summer time: 11:30 UTC is 13:30 in Paris.
    expect(halfDayOf(new Date("2031-07-15T09:59:00Z")).isMorning).toBe(true);
    expect(halfDayOf(new Date("2031-07-15T10:00:00Z")).isMorning).toBe(false);
  });

  it("splits where the company set it", () => {
    const at1230 = new Date("2031-01-15T11:30:00Z");
    expect(halfDayOf(at1230).isMorning).toBe(false);
    expect(halfDayOf(at1230, 13 * 60 + 30).isMorning).toBe(true);
    expect(halfDayOf(new Date("2031-01-15T12:30:00Z"), 13 * 60 + 30).key).toBe("2031-01-15|pm");
  });
});
