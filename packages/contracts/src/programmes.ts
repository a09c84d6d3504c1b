import { z } from "zod";
import { optionalTextField, pageOf, pageQuerySchema, requiredTextField, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

// A school's programmes (a BTS, a bachelor) and the levels they are taught at. The levels are the
// company's, shared by its programmes, in one order (1re année before 2e année everywhere).

export const PROGRAMME_SORTS = ["name", "-name", "code", "-code", "createdAt", "-createdAt"] as const;

export const programmeListQuerySchema = pageQuerySchema.extend({
  /** Archived programmes only when true; the current ones by default. */
  archived: z.stringbool({ error: "Valeur attendue : true ou false" }).default(false),
  sort: z.enum(PROGRAMME_SORTS, { error: "Tri inconnu" }).default("name"),
});
export type ProgrammeListQuery = z.infer<typeof programmeListQuerySchema>;

export const programmeLevelSchema = z.object({ id: text(), label: text() });
export type ProgrammeLevel = z.infer<typeof programmeLevelSchema>;

/** A programme as the list shows it: its levels in order and how much refers to it. */
export const programmeSchema = z.object({
  id: text(),
  code: text(),
  /** The programme's title (« Intitulé »). */
  name: text(),
  /** The RNCP record of the certification it leads to (« RNCP35380 »). */
  rncpCode: text().nullable(),
  durationHours: z.number().int().nullable(),
  archived: z.boolean(),
  /** ISO 8601, when archived. */
  archivedAt: text().nullable(),
  levels: z.array(programmeLevelSchema),
  cohortCount: z.number().int(),
  courseCount: z.number().int(),
  studentCount: z.number().int(),
  createdAt: text(),
});
export type Programme = z.infer<typeof programmeSchema>;
export const programmePageSchema = pageOf(programmeSchema);

/** A school session (cohort) of the programme. */
export const programmeCohortSchema = z.object({
  id: text(),
  name: text(),
  /** yyyy-MM-dd */
  startDate: text().nullable(),
  endDate: text().nullable(),
  archived: z.boolean(),
  studentCount: z.number().int(),
});
export type ProgrammeCohort = z.infer<typeof programmeCohortSchema>;

/** A course of the programme; `canOpen`: the caller may open its page (teaches or follows it, or administers). */
export const programmeCourseSchema = z.object({
  id: text(),
  title: text(),
  level: text().nullable(),
  cohort: text().nullable(),
  archived: z.boolean(),
  canOpen: z.boolean(),
});
export type ProgrammeCourse = z.infer<typeof programmeCourseSchema>;

/** A page of a programme's courses (a programme may hold thousands: its page reads them a page at a time). */
export const programmeCoursesQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });
export type ProgrammeCoursesQuery = z.infer<typeof programmeCoursesQuerySchema>;
export const programmeCoursePageSchema = pageOf(programmeCourseSchema);

/** One programme with its sessions; its courses are read by pages (`listProgrammeCourses`). */
export const programmeDetailSchema = programmeSchema.extend({
  trackCount: z.number().int(),
  cohorts: z.array(programmeCohortSchema),
});
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

const levelLabelField = requiredTextField("Le niveau", 100);

/** A level of a programme's list: an existing level of the company, or a new one by its label. */
export const programmeLevelEntrySchema = z.union([
  z.object({ id: recordIdSchema }),
  z.object({ label: levelLabelField }),
]);
export type ProgrammeLevelEntry = z.infer<typeof programmeLevelEntrySchema>;

export const MAX_PROGRAMME_LEVELS = 20;
export const MAX_DURATION_HOURS = 10_000;

const RNCP_CODE = /^RNCP\d{3,6}$/;

/** « rncp 35380 » is read RNCP35380; left empty, null. */
export const rncpCodeField = optionalTextField(20)
  .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : null))
  .refine((value) => value === null || RNCP_CODE.test(value), {
    error: "Le code RNCP s'écrit RNCP suivi de 3 à 6 chiffres (RNCP35380)",
  });

export const durationMessage = `La durée est un nombre entier d'heures, de 1 à ${MAX_DURATION_HOURS.toLocaleString("fr-FR")}`;
const durationHoursField = z
  .number({ error: durationMessage })
  .int({ error: durationMessage })
  .min(1, { error: durationMessage })
  .max(MAX_DURATION_HOURS, { error: durationMessage })
  .nullable();

const levelsField = z
  .array(programmeLevelEntrySchema, { error: "La liste des niveaux est attendue" })
  .max(MAX_PROGRAMME_LEVELS, { error: `${MAX_PROGRAMME_LEVELS} niveaux au maximum` });

export const createProgrammeBodySchema = z.object({
  name: requiredTextField("L'intitulé", 200),
  code: requiredTextField("Le code", 50),
  rncpCode: rncpCodeField,
  durationHours: durationHoursField.default(null),
  /** In the programme's order: it becomes the levels' order in the company. */
  levels: levelsField.default([]),
});
export type CreateProgrammeBody = z.infer<typeof createProgrammeBodySchema>;

/** What is given changes; `levels`, when given, is the programme's whole list in order. */
export const updateProgrammeBodySchema = z.object({
  name: requiredTextField("L'intitulé", 200).optional(),
  code: requiredTextField("Le code", 50).optional(),
  rncpCode: rncpCodeField.optional(),
  durationHours: durationHoursField.optional(),
  levels: levelsField.optional(),
});
export type UpdateProgrammeBody = z.infer<typeof updateProgrammeBodySchema>;

export const programmeIdParamSchema = z.object({ id: recordIdSchema });

/** A level of the company, with the number of programmes taught at it. */
export const levelSchema = z.object({
  id: text(),
  label: text(),
  position: z.number().int(),
  programmeCount: z.number().int(),
});
export type Level = z.infer<typeof levelSchema>;
/** The company's levels in their order: a short list, never paged. */
export const levelListSchema = z.object({ items: z.array(levelSchema) });
export type LevelList = z.infer<typeof levelListSchema>;

export const levelBodySchema = z.object({ label: levelLabelField });
export type LevelBody = z.infer<typeof levelBodySchema>;
export const levelIdParamSchema = z.object({ id: recordIdSchema });

/** How many records of each kind refer to a programme or to one of its levels. */
export interface ReferenceCounts {
  students?: number;
  courses?: number;
  cohorts?: number;
  tracks?: number;
}

const NOUNS: Record<keyof ReferenceCounts, { one: string; many: string; isFeminine: boolean }> = {
  students: { one: "apprenant", many: "apprenants", isFeminine: false },
  courses: { one: "cours", many: "cours", isFeminine: false },
  cohorts: { one: "session", many: "sessions", isFeminine: true },
  tracks: { one: "parcours", many: "parcours", isFeminine: false },
};

/** « 12 apprenants, 3 cours et 1 session y sont rattachés », « 1 session y est rattachée ». */
export function attachedText(counts: ReferenceCounts): string {
  const parts = (Object.keys(NOUNS) as (keyof ReferenceCounts)[])
    .map((kind) => ({ kind, count: counts[kind] ?? 0 }))
    .filter((part) => part.count > 0);
  const words = parts.map(
    ({ kind, count }) => `${count.toLocaleString("fr-FR")} ${count > 1 ? NOUNS[kind].many : NOUNS[kind].one}`,
  );
  const listed = words.length > 1 ? `${words.slice(0, -1).join(", ")} et ${words.at(-1)}` : (words[0] ?? "");
  const isPlural = parts.length > 1 || (parts[0]?.count ?? 0) > 1;
  const isFeminine = parts.every((part) => NOUNS[part.kind].isFeminine);
  const participle = `rattaché${isFeminine ? "e" : ""}${isPlural ? "s" : ""}`;
  return `${listed} y ${isPlural ? "sont" : "est"} ${participle}`;
}

/** The French messages of the programmes' refusals. */
export const PROGRAMME_MESSAGES = {
  /** Names the programme holding it when known. */
  codeInUse: (programme?: string) =>
    programme
      ? `Ce code est déjà utilisé par le programme ${programme}.`
      : "Ce code est déjà utilisé par un autre programme.",
  levelExists: "Ce niveau existe déjà.",
  repeatedLevel: (level: string) => `Le niveau ${level} figure deux fois dans la liste.`,
  programmeReferenced: (programme: string, counts: ReferenceCounts) =>
    `Le programme ${programme} ne peut pas être supprimé : ${attachedText(counts)}. Archivez-le plutôt : il ne sera plus proposé, et tout ce qui s'y rapporte sera gardé.`,
  levelReferenced: (level: string, programme: string, counts: ReferenceCounts) =>
    `Le niveau ${level} ne peut pas être retiré du programme ${programme} : ${attachedText(counts)}. Placez-les d'abord à un autre niveau.`,
} as const;
