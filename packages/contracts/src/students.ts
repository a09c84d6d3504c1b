import { z } from "zod";
import {
  FRENCH_POSTCODE,
  fullOrLimitedView,
  optionalTextField,
  POSTCODE_MESSAGE,
  pageOf,
  pageQuerySchema,
  recordEmailSchema,
  requiredTextField,
  text,
} from "./common.ts";
import { recordIdSchema, sortSchema } from "./school.ts";

export const STUDENT_SORT_FIELDS = [
  "lastname",
  "firstname",
  "email",
  "studentNumber",
  "createdAt",
  "updatedAt",
] as const;

const booleanQuery = z
  .enum(["true", "false"], { error: "Valeur attendue : true ou false" })
  .transform((value) => value === "true");

/** The list's filters, shared by the list and its export. */
export const studentFiltersSchema = z.object({
  q: text().trim().max(200).optional(),
  programmeId: recordIdSchema.optional(),
  levelId: recordIdSchema.optional(),
  cohortId: recordIdSchema.optional(),
  whitelisted: booleanQuery.optional(),
  /** « Archivés »: the archived students instead of the current ones (administrators only). */
  archived: booleanQuery.optional(),
  sort: sortSchema(STUDENT_SORT_FIELDS).optional(),
});
export type StudentFilters = z.infer<typeof studentFiltersSchema>;

export const studentListQuerySchema = pageQuerySchema.extend(studentFiltersSchema.shape);
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

export const exportFormatSchema = z.enum(["pdf", "xlsx"], { error: "Format attendu : pdf ou xlsx" });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const studentExportQuerySchema = studentFiltersSchema.extend({ format: exportFormatSchema });
export type StudentExportQuery = z.infer<typeof studentExportQuerySchema>;

export const courseStudentsExportQuerySchema = z.object({ format: exportFormatSchema });

/** A student with every field of the spec's "Student by course", plus the whitelist status. */
export const studentSchema = z.object({
  id: text(),
  /** The spec's etudiant_id. */
  studentNumber: text(),
  usageName: text().nullable(),
  firstname: text(),
  lastname: text(),
  email: text(),
  postalAddress: text().nullable(),
  postalCode: text().nullable(),
  programmeId: text().nullable(),
  programmeName: text().nullable(),
  levelId: text().nullable(),
  levelLabel: text().nullable(),
  cohortId: text().nullable(),
  cohortName: text().nullable(),
  trackId: text().nullable(),
  trackName: text().nullable(),
  presentiel: z.boolean(),
  note: text().nullable(),
  comment: text().nullable(),
  /** Presentiel, or listed in the whitelist. */
  whitelisted: z.boolean(),
  /** When the student was archived (deleted while records named them), or null. */
  archivedAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Student = z.infer<typeof studentSchema>;

/**
 * The student's postal address: for the administrators only. No screen of a teacher shows it
 * (the spec's teacher screens are the course, its slots, attendance and grades).
 */
const STUDENT_PRIVATE = { postalAddress: true, postalCode: true } as const;

/** A student as the API answers it: in full for administrators, without the address for a teacher. */
export const studentViewSchema = fullOrLimitedView(studentSchema, studentSchema.omit(STUDENT_PRIVATE));
export type StudentView = z.infer<typeof studentViewSchema>;

export const studentPageSchema = pageOf(studentViewSchema);

export const studentDetailSchema = studentSchema.extend({
  /** The linked sign-in account, when there is one. */
  userId: text().nullable(),
  /** Listed in the whitelist (apart from presentiel). */
  inWhitelist: z.boolean(),
  courses: z.array(z.object({ id: text(), title: text(), archived: z.boolean() })),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentDetailViewSchema = fullOrLimitedView(
  studentDetailSchema,
  studentDetailSchema.omit(STUDENT_PRIVATE),
);
export type StudentDetailView = z.infer<typeof studentDetailViewSchema>;

export const studentNumberSchema = text({ error: "Le numéro étudiant est obligatoire" })
  .trim()
  .min(1, "Le numéro étudiant est obligatoire")
  .max(50, "Le numéro étudiant : 50 caractères au maximum")
  .regex(
    /^[\p{L}\p{N}._/-]+$/u,
    "Le numéro étudiant ne contient que lettres, chiffres, « . », « _ », « / » et « - »",
  );

export const postalCodeSchema = text()
  .trim()
  .refine((value) => value === "" || FRENCH_POSTCODE.test(value), POSTCODE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

export const createStudentBodySchema = z.object({
  studentNumber: studentNumberSchema,
  firstname: requiredTextField("Le prénom", 100),
  lastname: requiredTextField("Le nom", 100),
  usageName: optionalTextField(100),
  email: recordEmailSchema,
  postalAddress: optionalTextField(300),
  postalCode: postalCodeSchema,
  programmeId: recordIdSchema.nullish(),
  levelId: recordIdSchema.nullish(),
  cohortId: recordIdSchema.nullish(),
  trackId: recordIdSchema.nullish(),
  presentiel: z.boolean().default(false),
  note: optionalTextField(2000),
  comment: optionalTextField(2000),
});
export type CreateStudentBody = z.infer<typeof createStudentBodySchema>;

export const updateStudentBodySchema = createStudentBodySchema.extend({ presentiel: z.boolean() }).partial();
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;

/** The sentences of a student's deletion, as the API answers them and the web shows them. */
export const STUDENT_REMOVAL_MESSAGES = {
  archived: "L'apprenant a des notes ou des présences : il est archivé, ses traces sont conservées.",
  deleted: "L'apprenant n'avait ni note, ni présence, ni rendu : il est supprimé.",
} as const;

/** What a deletion did: archived (grades, attendance or submissions name the student) or really deleted. */
export const studentRemovalSchema = z.object({
  outcome: z.enum(["archived", "deleted"]),
  message: text(),
});
export type StudentRemoval = z.infer<typeof studentRemovalSchema>;
