import { z } from "zod";
import { text } from "./common.ts";

// The personal data rights (RGPD): a person's copy of their data, the erasure of a student by an
// administrator, and how long the company keeps what.

/** The pseudonym that replaces an erased student's names: stable, numbered within the company. */
export const erasedStudentName = (number: number) => `Apprenant supprimé n°${number}`;

/** The pseudonym that replaces an erased staff account's names (a teacher, an administrator). */
export const erasedAccountName = (number: number) => `Compte supprimé n°${number}`;

/** One line of the erasure preview: what, how many, and (for what is kept) why. */
export const erasureLineSchema = z.object({
  label: text(),
  count: z.number().int().min(0).nullable(),
  reason: text().nullable(),
});
export type ErasureLine = z.infer<typeof erasureLineSchema>;

/** What erasing this person (a student, or a staff account) would delete and keep, before the administrator confirms. */
export const erasurePreviewSchema = z.object({
  /** The student's id, or the staff account's user id. */
  id: text(),
  name: text(),
  /** Already erased (a re-run only finishes what a crash left). */
  isErased: z.boolean(),
  /** The pseudonym the student has or will have. */
  pseudonym: text().nullable(),
  deleted: z.array(erasureLineSchema),
  kept: z.array(erasureLineSchema),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

/** A student's or a staff account's erasure: the administrator confirms after reading the preview. */
export const eraseBodySchema = z.object({
  confirm: z.literal(true, { error: "Confirmez l'effacement." }),
});
export type EraseBody = z.infer<typeof eraseBodySchema>;
/** The staff account whose erasure is previewed or run. */
export const userIdParamSchema = z.object({ userId: z.uuid({ error: "Identifiant de compte invalide." }) });

export const erasureResultSchema = z.object({
  pseudonym: text(),
  filesRemoved: z.number().int().min(0),
  message: text(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

export const ERASURE_MESSAGES = {
  done: "Les données personnelles de l'apprenant ont été effacées.",
  accountDone: "Les données personnelles du compte ont été effacées.",
  cannotEraseSelf: "Vous ne pouvez pas effacer votre propre compte : demandez-le à un autre administrateur.",
  studentOnlyAccount:
    "Ce compte est celui d'un apprenant : effacez ses données depuis sa fiche apprenant (« Effacer (RGPD) »).",
  platformAccount: "Les comptes de l'opérateur de la plateforme ne s'effacent pas ici.",
} as const;

const period = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ message: `${label} : indiquez un nombre entier.` })
    .int(`${label} : indiquez un nombre entier.`)
    .min(min, `${label} : ${min} ${unit} au minimum.`)
    .max(max, `${label} : ${max} ${unit} au maximum.`);

/** How long the company keeps personal data. */
export const retentionSettingsSchema = z.object({
  /** Years after their last course before a former student's personal data is pseudonymised. */
  formerStudentYears: period("Anciens apprenants", 1, 10, "ans"),
  /** Days an unconfirmed registration is kept. */
  unverifiedDays: period("Inscriptions non confirmées", 1, 365, "jours"),
  /** Days the sign-in history (sessions ended) is kept. */
  signInDays: period("Historique des connexions", 7, 730, "jours"),
  /** Days the live events are kept. */
  liveEventDays: period("Événements en direct", 1, 90, "jours"),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const RETENTION_DEFAULTS: RetentionSettings = {
  formerStudentYears: 3,
  unverifiedDays: 30,
  signInDays: 365,
  liveEventDays: 30,
};

/** What is past its time now: what the next daily run will pseudonymise or delete. */
export const retentionDueSchema = z.object({
  formerStudents: z.number().int().min(0),
  unverifiedAccounts: z.number().int().min(0),
  signIns: z.number().int().min(0),
  liveEvents: z.number().int().min(0),
});
export type RetentionDue = z.infer<typeof retentionDueSchema>;

export const retentionOverviewSchema = z.object({
  settings: retentionSettingsSchema,
  due: retentionDueSchema,
  /** The last run of the daily job for this company, if any. */
  lastRunAt: text().nullable(),
  lastRun: retentionDueSchema.nullable(),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;
