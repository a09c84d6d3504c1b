import { describe, expect, it } from "vitest";
import { gradeStats, gradeText } from "./grade-values.ts";

describe("grades", () => {
  it("shows saved grades with French decimals", () => {
    expect(gradeText(15.5)).toBe("15,5");
    expect(gradeText(null)).toBe("");
  });

  it("computes mean, min and max", () => {
    expect(gradeStats([])).toEqual({ count: 0, average: null, min: null, max: null });
    expect(gradeStats([10, 12, 15.5])).toEqual({ count: 3, average: 12.5, min: 10, max: 15.5 });
  });
});
