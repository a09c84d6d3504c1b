import {
  type CourseDetail,
  type CreateCourseBody,
  courseTeacherSchema,
  type UpdateCourseBody,
} from "@campus/contracts/courses";
import { formatNumber } from "@campus/contracts/format-number";
import { z } from "zod";

const MAX_HOURS = 10_000;

/**
 * The course form: the limits of the contracts' createCourseBodySchema, with French
 * messages; selects hold "" for "none" and the hours are typed as text.
 */
export const courseFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Le titre est obligatoire")
    .max(200, "Le titre : 200 caractères au maximum"),
  thematicTitle: z.string().trim().max(300, "Le titre thématique : 300 caractères au maximum"),
  description: z.string().trim().max(5000, "La description : 5 000 caractères au maximum"),
  programmeId: z.string(),
  levelId: z.string(),
  cohortId: z.string(),
  plannedHours: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, "Un nombre entier d'heures est attendu")
    .transform((text) => (text === "" ? 0 : Number(text)))
    .refine((hours) => hours <= MAX_HOURS, `${formatNumber(MAX_HOURS)} heures au maximum`),
  teachers: z.array(courseTeacherSchema).max(20, "20 professeurs au maximum"),
});

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

/** The form's values for an existing course. */
export function courseFormValues(course: CourseDetail): CourseFormInput {
  return {
    title: course.title,
    thematicTitle: course.thematicTitle,
    description: course.description,
    programmeId: course.programme?.id ?? "",
    levelId: course.level?.id ?? "",
    cohortId: course.cohort?.id ?? "",
    plannedHours: String(course.plannedHours),
    teachers: course.teachers.map(({ id, firstname, lastname }) => ({ id, firstname, lastname })),
  };
}

/** The form of a new course. */
export const EMPTY_COURSE_FORM: CourseFormInput = {
  title: "",
  thematicTitle: "",
  description: "",
  programmeId: "",
  levelId: "",
  cohortId: "",
  plannedHours: "",
  teachers: [],
};

const idOrNull = (id: string) => (id === "" ? null : id);

/** The course's own fields, as both the creation and the edit send them. */
const courseFields = (values: CourseFormValues): Omit<CreateCourseBody, "teacherIds"> => ({
  title: values.title,
  thematicTitle: values.thematicTitle,
  description: values.description,
  programmeId: idOrNull(values.programmeId),
  levelId: idOrNull(values.levelId),
  cohortId: idOrNull(values.cohortId),
  plannedHours: values.plannedHours,
});

export function toUpdateCourseBody(values: CourseFormValues): UpdateCourseBody {
  return courseFields(values);
}

export function toCreateCourseBody(values: CourseFormValues): CreateCourseBody {
  return { ...courseFields(values), teacherIds: values.teachers.map((teacher) => teacher.id) };
}
