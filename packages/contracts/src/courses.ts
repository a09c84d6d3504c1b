import { z } from "zod";
import { pageOf, pageQuerySchema, text } from "./common.ts";

const ref = z.object({ id: text(), name: text() });

export const courseTeacherSchema = z.object({
  id: text(),
  firstname: text(),
  lastname: text(),
});
export type CourseTeacher = z.infer<typeof courseTeacherSchema>;

/** An enseignement as the course list shows it. */
export const courseSchema = z.object({
  id: text(),
  title: text(),
  thematicTitle: text(),
  description: text(),
  programme: ref.nullable(),
  level: z.object({ id: text(), label: text() }).nullable(),
  cohort: ref.nullable(),
  plannedHours: z.number().int(),
  archived: z.boolean(),
  teachers: z.array(courseTeacherSchema),
  enrolledCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type Course = z.infer<typeof courseSchema>;
export const coursePageSchema = pageOf(courseSchema);

export const enrolledStudentSchema = z.object({
  id: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  usageName: text().nullable(),
  email: text(),
  enrolledAt: text(),
});
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;

/** One course with its teachers (with e-mail) and every enrolled student. */
export const courseDetailSchema = courseSchema.extend({
  teachers: z.array(courseTeacherSchema.extend({ email: text() })),
  students: z.array(enrolledStudentSchema),
  teacherCount: z.number().int(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const COURSE_SORTS = [
  "title",
  "-title",
  "createdAt",
  "-createdAt",
  "plannedHours",
  "-plannedHours",
] as const;

export const courseListQuerySchema = pageQuerySchema.extend({
  programmeId: z.uuid().optional(),
  levelId: z.uuid().optional(),
  cohortId: z.uuid().optional(),
  teacherId: z.uuid().optional(),
  /** Archived courses only when true; the current ones by default. */
  archived: z.stringbool().default(false),
  sort: z.enum(COURSE_SORTS).default("title"),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const createCourseBodySchema = z.object({
  title: text().trim().min(1).max(200),
  thematicTitle: text().trim().max(300).default(""),
  description: text().trim().max(5000).default(""),
  programmeId: z.uuid().nullable().default(null),
  levelId: z.uuid().nullable().default(null),
  cohortId: z.uuid().nullable().default(null),
  plannedHours: z.number().int().min(0).max(10000).default(0),
  teacherIds: z.array(z.uuid()).max(20).default([]),
});
export type CreateCourseBody = z.infer<typeof createCourseBodySchema>;

export const updateCourseBodySchema = z.object({
  title: text().trim().min(1).max(200).optional(),
  thematicTitle: text().trim().max(300).optional(),
  description: text().trim().max(5000).optional(),
  programmeId: z.uuid().nullable().optional(),
  levelId: z.uuid().nullable().optional(),
  cohortId: z.uuid().nullable().optional(),
  plannedHours: z.number().int().min(0).max(10000).optional(),
});
export type UpdateCourseBody = z.infer<typeof updateCourseBodySchema>;

export const setCourseTeachersBodySchema = z.object({
  teacherIds: z.array(z.uuid()).max(20),
});
export type SetCourseTeachersBody = z.infer<typeof setCourseTeachersBodySchema>;

/** Ids that are not students of the caller's company are skipped, as are students already enrolled. */
export const enrolStudentsBodySchema = z.object({
  studentIds: z.array(z.uuid()).min(1).max(1000),
});
export type EnrolStudentsBody = z.infer<typeof enrolStudentsBodySchema>;

export const bulkEnrolBodySchema = z.object({
  cohortId: z.uuid(),
  levelId: z.uuid().optional(),
});
export type BulkEnrolBody = z.infer<typeof bulkEnrolBodySchema>;

/**
 * How many enrolments were created (students already enrolled are not counted). A bulk enrolment whose
 * session, or level within it, has no student at all is refused (400 on that field, saying which).
 */
export const enrolResultSchema = z.object({ added: z.number().int() });
export type EnrolResult = z.infer<typeof enrolResultSchema>;

/** A level of a session's students and how many are at it; a null label: students without a level. */
export interface CohortLevelCount {
  label: string | null;
  count: number;
}

const students = (n: number) => (n === 1 ? "1 apprenant" : `${n.toLocaleString("fr-FR")} apprenants`);

/** "Ses 150 apprenants sont en 2e année.", or the count at each level when they are at several. */
function cohortLevels(levels: CohortLevelCount[]): string {
  const total = levels.reduce((sum, entry) => sum + entry.count, 0);
  const [only] = levels;
  if (levels.length === 1 && only) {
    if (only.label === null)
      return total === 1 ? "Son apprenant n'a pas de niveau." : `Ses ${students(total)} n'ont pas de niveau.`;
    return total === 1
      ? `Son apprenant est en ${only.label}.`
      : `Ses ${students(total)} sont en ${only.label}.`;
  }
  const counts = levels.map((entry) => `${entry.label ?? "sans niveau"} (${entry.count})`).join(", ");
  return `Niveaux de ses ${students(total)} : ${counts}.`;
}

/** The course's French messages; the bulk enrolment's say which filter matched nobody. */
export const COURSE_MESSAGES = {
  levelNotInProgramme: (level: string, programme: string) =>
    `Le niveau ${level} n'est pas un niveau du programme ${programme}.`,
  cohortNotInProgramme: (cohort: string, programme: string) =>
    `La session ${cohort} n'est pas une session du programme ${programme}.`,
  noStudentInCohort: (cohort: string) => `Aucun apprenant dans la session ${cohort}.`,
  /** `levels`: the levels the session's students are at, with their counts. */
  noStudentAtLevel: (cohort: string, level: string, levels: CohortLevelCount[]) =>
    `Aucun apprenant de la session ${cohort} au niveau ${level}. ${cohortLevels(levels)}`,
  /** A bulk enrolment that matched students who all follow the course already. */
  allAlreadyEnrolled: "Aucun nouvel apprenant inscrit : les apprenants choisis suivent déjà ce cours.",
} as const;

export const courseIdParamSchema = z.object({ id: z.uuid() });
export const enrolmentParamSchema = z.object({ id: z.uuid(), studentId: z.uuid() });
