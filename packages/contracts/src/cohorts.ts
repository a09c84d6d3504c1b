import { z } from "zod";
import { isoDateSchema, pageOf, pageQuerySchema, requiredTextField, text } from "./common.ts";
import { sortSchema } from "./school.ts";

// Sessions scolaires: a run of a programme over a period (« BTS MCO 2025-2027 »), that students belong to
// and courses are given in. Archived at the end of their year, they leave the forms' choices and the
// current list, and keep their students and records.

/** The refusals of the sessions' rules, in French, with a count where one helps. */
export const COHORT_MESSAGES = {
  nameTaken: "Une session porte déjà ce nom : choisissez-en un autre.",
  endNotAfterStart: "La date de fin doit être après la date de début.",
  programmeRequired: "Le programme est obligatoire",
  /** Deleting a session that students or courses still name. */
  inUse: (students: number, courses: number) =>
    `Cette session ne peut pas être supprimée : ${uses(students, courses)} y ${students + courses > 1 ? "sont rattachés" : "est rattaché"}. Archivez-la plutôt : elle sera gardée avec son historique.`,
  /** A new programme that some of the session's students or courses do not follow. */
  otherProgramme: (students: number, courses: number, programme: string) =>
    `Le programme ne peut pas devenir ${programme} : ${uses(students, courses)} de cette session ${students + courses > 1 ? "relèvent" : "relève"} d'un autre programme. Changez-les d'abord.`,
} as const;

/** « 3 apprenants et 1 cours », « 1 apprenant », « 2 cours ». */
function uses(students: number, courses: number): string {
  const parts = [
    students > 0 ? `${students} apprenant${students > 1 ? "s" : ""}` : "",
    courses > 0 ? `${courses} cours` : "",
  ].filter(Boolean);
  return parts.join(" et ");
}

export const COHORT_SORT_FIELDS = ["name", "startDate", "endDate"] as const;

export const cohortListQuerySchema = pageQuerySchema.extend({
  programmeId: z.guid({ error: "Identifiant invalide" }).optional(),
  /** The archived sessions only when true; the current ones by default. */
  archived: z.stringbool({ error: "Valeur attendue : true ou false" }).default(false),
  sort: sortSchema(COHORT_SORT_FIELDS).default("name"),
});
export type CohortListQuery = z.infer<typeof cohortListQuerySchema>;

/** A session as the list and its page show it, with how many students and courses name it. */
export const cohortSchema = z.object({
  id: text(),
  name: text(),
  programme: z.object({ id: text(), name: text() }).nullable(),
  /** yyyy-MM-dd */
  startDate: text().nullable(),
  endDate: text().nullable(),
  /** When it was archived (ISO instant), null while current. */
  archivedAt: text().nullable(),
  studentCount: z.number().int(),
  courseCount: z.number().int(),
});
export type Cohort = z.infer<typeof cohortSchema>;

export const cohortPageSchema = pageOf(cohortSchema);

/** A required day of the form, `yyyy-MM-dd`; `label` names it when missing. */
const requiredDay = (label: string) =>
  text({ error: `${label} est obligatoire` })
    .min(1, `${label} est obligatoire`)
    .pipe(isoDateSchema);

const cohortFieldsSchema = z.object({
  name: requiredTextField("Le nom", 120),
  programmeId: z.guid({
    // A form's empty select sends "": the field is missing, not malformed.
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? COHORT_MESSAGES.programmeRequired
        : "Identifiant invalide",
  }),
  startDate: requiredDay("La date de début"),
  endDate: requiredDay("La date de fin"),
});

/** The end must come after the start; checked when both are given (an edit may send one, the server checks it then). */
const endAfterStart = (value: { startDate?: string; endDate?: string }) =>
  value.startDate === undefined || value.endDate === undefined || value.endDate > value.startDate;

export const createCohortBodySchema = cohortFieldsSchema.refine(endAfterStart, {
  path: ["endDate"],
  error: COHORT_MESSAGES.endNotAfterStart,
});
export type CreateCohortBody = z.infer<typeof createCohortBodySchema>;

export const updateCohortBodySchema = cohortFieldsSchema.partial().refine(endAfterStart, {
  path: ["endDate"],
  error: COHORT_MESSAGES.endNotAfterStart,
});
export type UpdateCohortBody = z.infer<typeof updateCohortBodySchema>;
