import { z } from "zod";
import { isoDateSchema, optionalTextField, pageOf, pageQuerySchema, text } from "./common.ts";
import { recordIdSchema, sortSchema } from "./school.ts";

// « Gestion des inscriptions »: who follows which course (the present, one row per enrolment) and the
// history of enrolments and withdrawals (effective day, reason, author), kept when a row goes.

export const ENROLMENT_SORT_FIELDS = ["student", "course", "since"] as const;

/** The enrolments list: filtered by the student's programme, level and session, by course and by student. */
export const enrolmentListQuerySchema = pageQuerySchema.extend({
  sort: sortSchema(ENROLMENT_SORT_FIELDS).default("student"),
  programmeId: recordIdSchema.optional(),
  levelId: recordIdSchema.optional(),
  cohortId: recordIdSchema.optional(),
  courseId: recordIdSchema.optional(),
  studentId: recordIdSchema.optional(),
});
export type EnrolmentListQuery = z.infer<typeof enrolmentListQuerySchema>;

const placedStudentSchema = z.object({
  id: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  usageName: text().nullable(),
  programmeName: text().nullable(),
  levelLabel: text().nullable(),
  cohortName: text().nullable(),
});

/** A student following a course, since the day their enrolment took effect. */
export const enrolmentSchema = z.object({
  course: z.object({ id: text(), title: text() }),
  student: placedStudentSchema,
  /** yyyy-MM-dd: the effective day of the enrolment (its record day when it predates the history). */
  since: text(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentPageSchema = pageOf(enrolmentSchema);

/** The history of one student, of one course, or of both (or the company's, newest first). */
export const enrolmentHistoryQuerySchema = pageQuerySchema.omit({ q: true, sort: true }).extend({
  courseId: recordIdSchema.optional(),
  studentId: recordIdSchema.optional(),
});
export type EnrolmentHistoryQuery = z.infer<typeof enrolmentHistoryQuerySchema>;

export const ENROLMENT_CHANGES = ["enrol", "withdraw"] as const;
export type EnrolmentChangeKind = (typeof ENROLMENT_CHANGES)[number];

/** One enrolment or withdrawal: when it takes effect, why, who recorded it and when. */
export const enrolmentChangeSchema = z.object({
  id: text(),
  change: z.enum(ENROLMENT_CHANGES),
  /** yyyy-MM-dd */
  effectiveOn: text(),
  reason: text().nullable(),
  course: z.object({ id: text(), title: text() }),
  student: z.object({
    id: text(),
    studentNumber: text(),
    firstname: text(),
    lastname: text(),
    usageName: text().nullable(),
  }),
  /** Who recorded it; null once their account is gone. */
  author: z.object({ id: text(), name: text() }).nullable(),
  createdAt: text(),
});
export type EnrolmentChange = z.infer<typeof enrolmentChangeSchema>;
export const enrolmentChangePageSchema = pageOf(enrolmentChangeSchema);

/** The day a change takes effect; today (Paris) when not given. */
const effectiveOnField = isoDateSchema.optional();

/**
 * Enrols in one course either the students chosen (`studentIds`) or a whole session (`cohortId`, optionally
 * one `levelId` of it). All or nothing: a student of another programme than the course's refuses the whole
 * enrolment, naming each; students already enrolled are left as they are.
 */
export const enrolInCourseBodySchema = z
  .object({
    courseId: recordIdSchema,
    studentIds: z
      .array(recordIdSchema)
      .min(1, "Choisissez au moins un apprenant")
      .max(1000, "1 000 apprenants au plus à la fois")
      .optional(),
    cohortId: recordIdSchema.optional(),
    levelId: recordIdSchema.optional(),
    effectiveOn: effectiveOnField,
  })
  .refine((body) => (body.studentIds === undefined) !== (body.cohortId === undefined), {
    error: "Choisissez des apprenants ou une session scolaire",
    path: ["studentIds"],
  })
  .refine((body) => body.levelId === undefined || body.cohortId !== undefined, {
    error: "Un niveau se choisit avec une session scolaire",
    path: ["levelId"],
  });
export type EnrolInCourseBody = z.infer<typeof enrolInCourseBodySchema>;

/** How many students were enrolled, and how many of those chosen followed the course already. */
export const enrolInCourseResultSchema = z.object({
  added: z.number().int(),
  alreadyEnrolled: z.number().int(),
});
export type EnrolInCourseResult = z.infer<typeof enrolInCourseResultSchema>;

/**
 * Withdraws students from courses (one pair per enrolment), all on one effective day with one reason.
 * All or nothing: a pair that is not a current enrolment refuses the whole withdrawal (409), naming each.
 */
export const withdrawEnrolmentsBodySchema = z.object({
  enrolments: z
    .array(z.object({ courseId: recordIdSchema, studentId: recordIdSchema }))
    .min(1, "Choisissez au moins une inscription")
    .max(1000, "1 000 inscriptions au plus à la fois"),
  effectiveOn: effectiveOnField,
  reason: optionalTextField(500),
});
export type WithdrawEnrolmentsBody = z.infer<typeof withdrawEnrolmentsBodySchema>;

export const withdrawEnrolmentsResultSchema = z.object({ withdrawn: z.number().int() });
export type WithdrawEnrolmentsResult = z.infer<typeof withdrawEnrolmentsResultSchema>;

const apprenants = (n: number) => (n === 1 ? "1 apprenant" : `${n.toLocaleString("fr-FR")} apprenants`);

/** The refusals' French sentences: each student's, and the whole refusal's. */
export const ENROLMENT_MESSAGES = {
  /** A student whose programme is not the course's. */
  otherProgramme: (student: string, studentProgramme: string, courseProgramme: string) =>
    `${student} suit le programme ${studentProgramme}, pas ${courseProgramme}.`,
  otherProgrammes: (count: number, course: string, courseProgramme: string) =>
    count === 1
      ? `1 apprenant suit un autre programme que celui du cours ${course} (${courseProgramme}) : personne n'a été inscrit.`
      : `${apprenants(count)} suivent un autre programme que celui du cours ${course} (${courseProgramme}) : personne n'a été inscrit.`,
  /** A withdrawal of someone who does not follow the course. */
  notEnrolled: (student: string, course: string) => `${student} ne suit pas le cours ${course}.`,
  notEnrolledMany: (count: number) =>
    count === 1
      ? "1 apprenant ne suit pas le cours choisi : personne n'a été retiré."
      : `${apprenants(count)} ne suivent pas les cours choisis : personne n'a été retiré.`,
} as const;
