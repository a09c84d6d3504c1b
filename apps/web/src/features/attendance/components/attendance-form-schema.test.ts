import { describe, expect, it } from "vitest";
import { attendanceFormSchema, toSaveAttendanceBody } from "./attendance-form-schema.ts";

const A = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c01";
const B = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c02";
const C = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c03";

describe("the roll call form", () => {
  it("sends the marked students only, with minutes for a lateness only", () => {
    const body = toSaveAttendanceBody({
      marks: [
        { studentId: A, status: "present", lateMinutes: "10" },
        { studentId: B, status: "", lateMinutes: "" },
        { studentId: C, status: "late", lateMinutes: "12" },
      ],
    });
    expect(body).toEqual({
      marks: [
        { studentId: A, status: "present", lateMinutes: null },
        { studentId: C, status: "late", lateMinutes: 12 },
      ],
    });
  });

  it("refuses minutes that are not a whole number up to 720", () => {
    const parse = (lateMinutes: string) =>
      attendanceFormSchema.safeParse({ marks: [{ studentId: A, status: "late", lateMinutes }] }).success;
    expect(parse("")).toBe(true);
    expect(parse("720")).toBe(true);
    expect(parse("721")).toBe(false);
    expect(parse("5,5")).toBe(false);
  });
});
