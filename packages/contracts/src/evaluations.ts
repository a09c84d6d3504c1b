import { z } from "zod";
import { isoDateSchema, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

export const EVALUATION_TYPES = ["devoir", "examen", "oral", "projet", "participation"] as const;
export const evaluationTypeSchema = z.enum(EVALUATION_TYPES);
export type EvaluationType = z.infer<typeof evaluationTypeSchema>;

export const EVALUATION_TYPE_LABELS: Record<EvaluationType, string> = {
  devoir: "Devoir",
  examen: "Examen",
  oral: "Oral",
  projet: "Projet",
  participation: "Participation",
};

export const EVALUATION_MESSAGES = {
  outOfScale: (scale: number) => `La note doit être comprise entre 0 et ${scale}.`,
  evaluationNotInCourse: "Cette évaluation n'appartient pas à ce cours.",
  studentNotEnrolled: "Cet apprenant n'est pas inscrit à ce cours.",
  duplicateGrade: "Cette note figure deux fois dans la grille.",
  slotNotInCourse: "Cette séance n'appartient pas à ce cours.",
  scaleBelowGrades: "Des notes dépassent ce barème : corrigez-les avant de le réduire.",
  courseRequired: "Choisissez un cours.",
} as const;

/** Per-evaluation statistics over the saved grades (null when nobody is graded). */
export const evaluationStatsSchema = z.object({
  gradedCount: z.number().int(),
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type EvaluationStats = z.infer<typeof evaluationStatsSchema>;

export const evaluationSchema = z.object({
  id: text(),
  courseId: text(),
  /** Set for the grades given during one slot. */
  slotId: text().nullable(),
  title: text(),
  /** yyyy-MM-dd */
  date: text().nullable(),
  coefficient: z.number(),
  scale: z.number(),
  type: evaluationTypeSchema,
  stats: evaluationStatsSchema,
  createdAt: text(),
  updatedAt: text(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const evaluationListQuerySchema = z.object({
  courseId: recordIdSchema,
  /** Only the evaluations of one slot (the slot sheet's grades). */
  slotId: recordIdSchema.optional(),
});
export type EvaluationListQuery = z.infer<typeof evaluationListQuerySchema>;
export const evaluationListSchema = z.object({ items: z.array(evaluationSchema) });
export type EvaluationList = z.infer<typeof evaluationListSchema>;

export const createEvaluationBodySchema = z.object({
  courseId: recordIdSchema,
  title: text().trim().min(1).max(200),
  date: isoDateSchema.nullable().default(null),
  coefficient: z.number().positive().max(100).default(1),
  scale: z.number().positive().max(1000).default(20),
  type: evaluationTypeSchema.default("devoir"),
  slotId: recordIdSchema.nullable().default(null),
});
export type CreateEvaluationBody = z.infer<typeof createEvaluationBodySchema>;

export const updateEvaluationBodySchema = z.object({
  title: text().trim().min(1).max(200).optional(),
  date: isoDateSchema.nullable().optional(),
  coefficient: z.number().positive().max(100).optional(),
  scale: z.number().positive().max(1000).optional(),
  type: evaluationTypeSchema.optional(),
  slotId: recordIdSchema.nullable().optional(),
});
export type UpdateEvaluationBody = z.infer<typeof updateEvaluationBodySchema>;

export const gradeGridQuerySchema = z.object({ courseId: recordIdSchema });

export const gradeSchema = z.object({
  evaluationId: text(),
  studentId: text(),
  value: z.number(),
  comment: text().nullable(),
});
export type Grade = z.infer<typeof gradeSchema>;

/** A course's whole grade grid in one payload: evaluations, enrolled students, grades and averages. */
export const gradeGridSchema = z.object({
  course: z.object({ id: text(), title: text(), thematicTitle: text() }),
  evaluations: z.array(evaluationSchema),
  students: z.array(
    z.object({
      id: text(),
      studentNumber: text(),
      firstname: text(),
      lastname: text(),
      usageName: text().nullable(),
      /** Archived (deleted while records named them): the grid keeps their grades, named « (archivé) ». */
      isArchived: z.boolean().optional(),
      /** Weighted average out of 20 over the graded evaluations; null when none. */
      average: z.number().nullable(),
    }),
  ),
  grades: z.array(gradeSchema),
  /** Mean of the students' averages (out of 20); null when nobody is graded. */
  classAverage: z.number().nullable(),
});
export type GradeGrid = z.infer<typeof gradeGridSchema>;

/**
 * Saves a grid in one request: a number sets the grade, null (or an absent value) removes it.
 * A value outside 0..scale rejects the whole request with the row in `details`.
 */
export const saveGradesBodySchema = z.object({
  courseId: recordIdSchema,
  grades: z
    .array(
      z.object({
        evaluationId: recordIdSchema,
        studentId: recordIdSchema,
        value: z.number().finite().nullable(),
        comment: text().trim().max(1000).nullable().optional(),
      }),
    )
    .max(20_000),
});
export type SaveGradesBody = z.infer<typeof saveGradesBodySchema>;

/** A student's grades in one course, with the weighted average out of 20. */
export const courseGradesSchema = z.object({
  course: z.object({ id: text(), title: text(), thematicTitle: text() }),
  evaluations: z.array(
    evaluationSchema
      .pick({ id: true, slotId: true, title: true, date: true, coefficient: true, scale: true, type: true })
      .extend({ value: z.number().nullable(), comment: text().nullable() }),
  ),
  /** Σ(value/scale·20·coef) / Σcoef over the graded evaluations; null when none is graded. */
  average: z.number().nullable(),
});
export type CourseGrades = z.infer<typeof courseGradesSchema>;

export const studentGradesSchema = z.object({
  student: z.object({
    id: text(),
    studentNumber: text(),
    firstname: text(),
    lastname: text(),
  }),
  courses: z.array(courseGradesSchema),
});
export type StudentGrades = z.infer<typeof studentGradesSchema>;

export const evaluationIdParamSchema = z.object({ id: recordIdSchema });
export const studentGradesParamSchema = z.object({ studentId: recordIdSchema });
