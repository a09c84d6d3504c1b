import type { CourseDetail } from "@campus/contracts/courses";

/** Where a course sits in the school: its programme, level and session, each with its label. */
export const courseSchooling = (course: Pick<CourseDetail, "programme" | "level" | "cohort">) =>
  [
    ["Programme", course.programme?.name],
    ["Niveau", course.level?.label],
    ["Session", course.cohort?.name],
  ] as const;
