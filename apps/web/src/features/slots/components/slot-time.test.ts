import { describe, expect, it } from "vitest";
import { dayEndInstant, dayStartInstant, formatFileSize, slotPlace, toInstant } from "./slot-time.ts";

describe("slot times", () => {
  it("reads a date and a time input as the local wall-clock time", () => {
    expect(toInstant("2026-11-25", "10:30")).toBe(new Date(2026, 10, 25, 10, 30).toISOString());
    expect(toInstant("2026-11-25", "")).toBeNull();
    expect(toInstant("", "10:30")).toBeNull();
  });

  it("turns a day filter into the instants that include the whole day", () => {
    expect(dayStartInstant("2026-03-29")).toBe(new Date(2026, 2, 29).toISOString());
    expect(dayEndInstant("2026-03-29")).toBe(new Date(2026, 2, 30).toISOString());
    expect(dayStartInstant("")).toBeUndefined();
    expect(dayEndInstant("not a day")).toBeUndefined();
  });

  it("names the place of a slot", () => {
    expect(slotPlace({ room: "Salle 201", mode: "presentiel" })).toBe("Salle 201");
    expect(slotPlace({ room: "B12", mode: "hybride" })).toBe("Salle B12");
    expect(slotPlace({ room: null, mode: "distanciel" })).toBe("Distanciel");
  });

  it("writes file sizes the French way", () => {
    expect(formatFileSize(512)).toBe("512 o");
    expect(formatFileSize(2048)).toBe("2 ko");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5 Mo");
  });
});
