import { createCourseBodySchema } from "@campus/contracts/courses";
import { describe, expect, it } from "vitest";
import { courseFormSchema, EMPTY_COURSE_FORM, toCreateCourseBody } from "./course-form-schema.ts";

describe("course form", () => {
  it("asks for a title, in French", () => {
    const result = courseFormSchema.safeParse(EMPTY_COURSE_FORM);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Le titre est obligatoire");
  });

  it("refuses hours that are not a whole number", () => {
    const result = courseFormSchema.safeParse({
      ...EMPTY_COURSE_FORM,
      title: "Réseaux",
      plannedHours: "1,5",
    });
    expect(result.error?.issues[0]?.message).toBe("Un nombre entier d'heures est attendu");
  });

  it("sends what the API accepts: empty choices as null, hours as a number, teacher ids", () => {
    const values = courseFormSchema.parse({
      ...EMPTY_COURSE_FORM,
      title: "  Réseaux  ",
      plannedHours: "",
      teachers: [{ id: "7f1d8f8e-2a57-4d4b-9a59-8c6d7c1b2a10", firstname: "Ana", lastname: "Lopez" }],
    });
    const body = toCreateCourseBody(values);
    expect(body).toMatchObject({ title: "Réseaux", plannedHours: 0, programmeId: null, levelId: null });
    expect(body.teacherIds).toEqual(["7f1d8f8e-2a57-4d4b-9a59-8c6d7c1b2a10"]);
    expect(createCourseBodySchema.safeParse(body).success).toBe(true);
  });
});
