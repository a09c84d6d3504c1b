import { describe, expect, it } from "vitest";
import { GRADE_MESSAGES, gradeStats, gradeText, parseGrade, weightedAverage } from "./grade-values.ts";

describe("parseGrade", () => {
  it("reads an empty cell as not graded", () => {
    expect(parseGrade("  ", 20)).toEqual({ kind: "empty" });
  });

  it("accepts a comma or a dot decimal", () => {
    expect(parseGrade("15,5", 20)).toEqual({ kind: "value", value: 15.5 });
    expect(parseGrade("15.25", 20)).toEqual({ kind: "value", value: 15.25 });
    expect(parseGrade("0", 20)).toEqual({ kind: "value", value: 0 });
    expect(parseGrade("20", 20)).toEqual({ kind: "value", value: 20 });
  });

  it("refuses a grade outside 0..scale with the range in the message", () => {
    expect(parseGrade("25", 20)).toEqual({
      kind: "invalid",
      message: "La note doit être comprise entre 0 et 20.",
    });
    expect(parseGrade("10,5", 10)).toMatchObject({ kind: "invalid" });
  });

  it("refuses text, signs and more than two decimals", () => {
    expect(parseGrade("abc", 20)).toEqual({ kind: "invalid", message: GRADE_MESSAGES.notANumber });
    expect(parseGrade("-2", 20)).toEqual({ kind: "invalid", message: GRADE_MESSAGES.notANumber });
    expect(parseGrade("12,345", 20)).toEqual({ kind: "invalid", message: GRADE_MESSAGES.tooManyDecimals });
  });
});

describe("grades", () => {
  it("shows saved grades with French decimals", () => {
    expect(gradeText(15.5)).toBe("15,5");
    expect(gradeText(null)).toBe("");
  });

  it("weights the averages out of 20 by coefficient", () => {
    expect(weightedAverage([])).toBeNull();
    expect(
      weightedAverage([
        { value: 15.5, scale: 20, coefficient: 2 },
        { value: 5, scale: 10, coefficient: 1 },
      ]),
    ).toBe(13.67);
  });

  it("computes mean, min and max", () => {
    expect(gradeStats([])).toEqual({ count: 0, average: null, min: null, max: null });
    expect(gradeStats([10, 12, 15.5])).toEqual({ count: 3, average: 12.5, min: 10, max: 15.5 });
  });
});
