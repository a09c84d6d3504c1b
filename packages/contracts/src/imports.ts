import { z } from "zod";
import { text } from "./common.ts";

export const IMPORT_KINDS = ["students", "teachers", "enrolments", "programmes", "cohorts"] as const;
export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: "Type d'import inconnu : students, teachers, enrolments, programmes ou cohorts",
});
export type ImportKind = z.infer<typeof importKindSchema>;

/** The French column headers of each import file, in the sample's order; the required ones first. */
export const IMPORT_COLUMNS = {
  students: [
    "numero_etudiant",
    "nom",
    "prenom",
    "email",
    "nom_usage",
    "adresse",
    "code_postal",
    "programme",
    "niveau",
    "session",
    "presentiel",
    "note",
    "commentaire",
  ],
  teachers: ["nom", "prenom", "email", "telephone", "specialite", "identifiant_externe"],
  enrolments: ["email", "numero_etudiant", "cours", "date"],
  programmes: ["titre", "code", "code_rncp", "duree_heures", "niveaux"],
  cohorts: ["nom", "code_programme", "debut", "fin"],
} as const satisfies Record<ImportKind, readonly string[]>;

export const IMPORT_REQUIRED_COLUMNS = {
  students: ["numero_etudiant", "nom", "prenom", "email"],
  teachers: ["nom", "prenom", "email"],
  enrolments: ["cours"],
  programmes: ["titre", "code"],
  cohorts: ["nom", "code_programme", "debut", "fin"],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns of which a file needs one at least: an enrolment's student, by e-mail or by number. */
export const IMPORT_ONE_OF_COLUMNS: Partial<Record<ImportKind, readonly string[]>> = {
  enrolments: ["email", "numero_etudiant"],
};

/** The separator of a programme's levels in one cell: « 1re année;2e année ». */
export const IMPORT_LEVEL_SEPARATOR = ";";

/** Largest accepted import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importParamsSchema = z.object({ kind: importKindSchema });
export const importSampleQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "Format attendu : csv ou xlsx" }).default("csv"),
});

export const importActionSchema = z.enum(["create", "update", "skip"]);
export type ImportAction = z.infer<typeof importActionSchema>;

/** One valid row: its spreadsheet row number (header = 1), its cleaned values and what the import does. */
export const importRowSchema = z.object({
  row: z.number().int(),
  data: z.record(text(), z.union([text(), z.boolean(), z.null()])),
  action: importActionSchema,
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Why a row is refused: `field` is the column header (or "fichier" for the whole file). */
export const importErrorSchema = z.object({
  row: z.number().int(),
  field: text(),
  reason: text(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importReportSchema = z.object({
  kind: importKindSchema,
  /** false for a preview, true once the rows are written. */
  committed: z.boolean(),
  rows: z.array(importRowSchema),
  errors: z.array(importErrorSchema),
  counts: z.object({
    total: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    skip: z.number().int(),
    error: z.number().int(),
  }),
  /** After a commit that created teachers: their initial password, shown once to the administrator. */
  defaultPassword: text().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
