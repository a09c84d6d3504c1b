import { FRENCH_POSTCODE, POSTCODE_MESSAGE, recordEmailSchema } from "@campus/contracts/common";
import type { ImportAction, ImportError } from "@campus/contracts/imports";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import { type AuditEntry, auditView, recordAudits } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import type { SheetRow } from "./imports.rows.rules.ts";

export type Cell = string | boolean | null;

export interface PlannedRow {
  row: number;
  data: Record<string, Cell>;
  action: ImportAction;
}

/** What an import would do: its rows, its errors and how to write it. */
export interface Plan {
  rows: PlannedRow[];
  errors: ImportError[];
  /** Writes the plan; `clock` dates the changed rows. */
  write(tx: Executor, clock: Clock): Promise<void>;
}

export const requiredCell = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire` })
    .min(1, `${label} est obligatoire`)
    .max(max, `${max} caractères au maximum`);
export const optionalCell = (max: number) =>
  z
    .string()
    .max(max, `${max} caractères au maximum`)
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The name and e-mail cells of a people import (students, teachers). */
export const identityCells = {
  nom: requiredCell("Le nom", 100),
  prenom: requiredCell("Le prénom", 100),
  email: recordEmailSchema,
};

/** A row's name and e-mail cells as the record's fields. */
export const identityFields = (values: { nom: string; prenom: string; email: string }) => ({
  lastname: values.nom,
  firstname: values.prenom,
  email: values.email,
});

export const postalCodeCell = z
  .string()
  .optional()
  // A spreadsheet that stored « 01000 » as a number gives « 1000 »: the lost leading zero is put back.
  .transform((value) =>
    value !== undefined && /^\d{4}$/.test(value.trim()) ? `0${value.trim()}` : value?.trim(),
  )
  .refine((value) => !value || FRENCH_POSTCODE.test(value), POSTCODE_MESSAGE)
  .transform((value) => (value === undefined ? undefined : value || null));

const TRUE_WORDS = new Set(["oui", "o", "yes", "y", "vrai", "true", "1", "x"]);
const FALSE_WORDS = new Set(["non", "n", "no", "faux", "false", "0"]);
export const presentielCell = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const word = searchKey(value);
    if (word === "") return null;
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: "custom", message: "Valeur attendue : oui ou non" });
    return z.NEVER;
  });

/** Validates one row's cells; errors are named by the column header. */
export function parseRow<S extends z.ZodType>(
  schema: S,
  row: SheetRow,
  errors: ImportError[],
): z.infer<S> | undefined {
  const result = schema.safeParse(Object.fromEntries(row.cells));
  if (result.success) return result.data;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "ligne");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row: row.row, field, reason: issue.message });
  }
  return undefined;
}

/** One record changed by an import, audited like the same change made on its screen. */
export function importAudit(
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): AuditEntry {
  return { action: `import-${action}`, entity, entityId, before, after };
}

type AuditedRow = { id: string; searchText?: unknown };

/**
 * Audits what an import wrote, in its transaction: each updated record against its state before (found
 * by id among the planned updates), then each created record.
 */
export async function recordImportAudits(
  tx: Executor,
  ctx: Ctx,
  entity: string,
  written: { updates: { before: AuditedRow }[]; updated: AuditedRow[]; created: AuditedRow[] },
): Promise<void> {
  const audits: AuditEntry[] = [];
  const before = new Map(written.updates.map((update) => [update.before.id, update.before]));
  for (const after of written.updated) {
    const old = before.get(after.id);
    if (old) audits.push(importAudit("update", entity, after.id, auditView(old), auditView(after)));
  }
  for (const row of written.created) audits.push(importAudit("create", entity, row.id, null, auditView(row)));
  await recordAudits(tx, ctx, audits);
}

/**
 * Plans one import row: a creation where no record matches; else an update with the filled cells that
 * differ (an empty cell never wipes what the school already has; e-mails compare ignoring case), or a skip.
 */
export function planRow<T extends { email: string }, V, C>(
  planned: { rows: PlannedRow[]; updates: { before: T; changes: Partial<V> }[]; creates: C[] },
  row: { row: number; data: Record<string, Cell> },
  target: T | undefined,
  given: { [K in keyof V]?: V[K] | null },
  toCreate: () => C,
): void {
  if (!target) {
    planned.creates.push(toCreate());
    planned.rows.push({ ...row, action: "create" });
    return;
  }
  const changes: Partial<V> = {};
  for (const [key, value] of Object.entries(given) as [keyof V, V[keyof V] | null | undefined][]) {
    if (value === undefined || value === null) continue;
    const current = key === "email" ? target.email.toLowerCase() : target[key as unknown as keyof T];
    if (current !== value) changes[key] = value;
  }
  const changed = Object.keys(changes).length > 0;
  if (changed) planned.updates.push({ before: target, changes });
  planned.rows.push({ ...row, action: changed ? "update" : "skip" });
}

/** Flags a value seen on an earlier row of the file. */
export function duplicateChecker() {
  const seen = new Map<string, number>();
  return (key: string, row: number): number | undefined => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row);
    return first;
  };
}
