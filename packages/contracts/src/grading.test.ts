import { describe, expect, it } from "vitest";
import { GRADE_MESSAGES, gradeValueProblem, parseGrade, weightedAverage } from "./grading.ts";

describe("parseGrade", () => {
  it("reads an empty cell as not graded", () => {
    expect(parseGrade("  ", 20)).toEqual({ kind: "empty" });
  });

  it("accepts a comma or a dot decimal, up to two decimals, from 0 to the scale", () => {
    expect(parseGrade("15,5", 20)).toEqual({ kind: "value", value: 15.5 });
    expect(parseGrade(" 15.25 ", 20)).toEqual({ kind: "value", value: 15.25 });
    expect(parseGrade("0", 20)).toEqual({ kind: "value", value: 0 });
    expect(parseGrade("20", 20)).toEqual({ kind: "value", value: 20 });
    expect(parseGrade("0,29", 1)).toEqual({ kind: "value", value: 0.29 });
  });

  it("refuses a grade outside 0..scale with the range in the message", () => {
    expect(parseGrade("25", 20)).toEqual({
      kind: "invalid",
      message: "La note doit être comprise entre 0 et 20.",
    });
    expect(parseGrade("10,5", 10)).toEqual({
      kind: "invalid",
      message: "La note doit être comprise entre 0 et 10.",
    });
  });

  it("refuses text, signs, exponents and more than two decimals", () => {
    for (const text of ["abc", "-2", "1e1", "12,", ",5", "1 2", "12,5,5"]) {
      expect(parseGrade(text, 20)).toEqual({ kind: "invalid", message: GRADE_MESSAGES.notANumber });
    }
    expect(parseGrade("12,345", 20)).toEqual({ kind: "invalid", message: GRADE_MESSAGES.tooManyDecimals });
  });
});

describe("gradeValueProblem (the API's check of a sent number)", () => {
  it("accepts what parseGrade accepts", () => {
    expect(gradeValueProblem(15.25, 20)).toBeNull();
    expect(gradeValueProblem(0.29, 20)).toBeNull();
    expect(gradeValueProblem(0, 20)).toBeNull();
    expect(gradeValueProblem(20, 20)).toBeNull();
  });

  it("refuses a value outside 0..scale, too precise or not finite", () => {
    expect(gradeValueProblem(-0.5, 20)).toBe("La note doit être comprise entre 0 et 20.");
    expect(gradeValueProblem(20.01, 20)).toBe("La note doit être comprise entre 0 et 20.");
    expect(gradeValueProblem(12.345, 20)).toBe(GRADE_MESSAGES.tooManyDecimals);
    expect(gradeValueProblem(Number.NaN, 20)).toBe(GRADE_MESSAGES.notANumber);
  });
});

describe("weightedAverage", () => {
  it("is null when nothing is graded", () => {
    expect(weightedAverage([])).toBeNull();
  });

  it("brings every grade to 20 and weights it by its coefficient, two decimals", () => {
    expect(
      weightedAverage([
        { value: 15.5, scale: 20, coefficient: 2 },
        { value: 5, scale: 10, coefficient: 1 },
      ]),
    ).toBe(13.67);
    expect(weightedAverage([{ value: 7, scale: 10, coefficient: 0.5 }])).toBe(14);
  });
});
