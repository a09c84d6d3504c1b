import { z } from "zod";
import { text } from "./common.ts";

/** A record id in a path or a filter: a UUID, with a French message when it is not one. */
export const recordIdSchema = z.guid({ error: "Identifiant invalide" });
export const recordIdParamSchema = z.object({ id: recordIdSchema });

/** Sort keys `field` (ascending) or `-field` (descending) for a list's allowed fields. */
export function sortSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  const keys = fields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.enum(keys, { error: `Tri inconnu : ${fields.join(", ")} (préfixe « - » pour décroissant)` });
}

export const programmeOptionSchema = z.object({
  id: text(),
  code: text(),
  name: text(),
  /** The levels the programme is taught at, in the levels' order: a course of it is at one of them. */
  levelIds: z.array(text()),
  /** Archived: no longer offered as a new choice, still named where a record holds it. */
  archived: z.boolean(),
});
export const levelOptionSchema = z.object({ id: text(), label: text() });
export const cohortOptionSchema = z.object({
  id: text(),
  name: text(),
  /** The programme the session is a run of: a course of another programme cannot take it. */
  programmeId: text().nullable(),
  /** yyyy-MM-dd */
  startDate: text().nullable(),
  endDate: text().nullable(),
  /** Archived at the end of its year: no longer offered as a new choice, still named where a record holds it. */
  archived: z.boolean(),
});
export const trackOptionSchema = z.object({ id: text(), name: text(), programmeId: text() });

/** The caller's company's reference data, for filters and forms. */
export const schoolOptionsSchema = z.object({
  programmes: z.array(programmeOptionSchema),
  levels: z.array(levelOptionSchema),
  cohorts: z.array(cohortOptionSchema),
  tracks: z.array(trackOptionSchema),
});
export type ProgrammeOption = z.infer<typeof programmeOptionSchema>;
export type LevelOption = z.infer<typeof levelOptionSchema>;
export type CohortOption = z.infer<typeof cohortOptionSchema>;
export type TrackOption = z.infer<typeof trackOptionSchema>;
export type SchoolOptions = z.infer<typeof schoolOptionsSchema>;
