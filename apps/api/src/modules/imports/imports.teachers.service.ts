import { IMPORT_COLUMNS, type ImportError } from "@campus/contracts/imports";
import type { UpdateTeacherBody } from "@campus/contracts/teachers";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import type { TeacherRow } from "../teachers/index.ts";
import { createTeachers, findTeachersByEmail, updateTeachers } from "../teachers/index.ts";
import { findUsedAccountEmails } from "../users/index.ts";
import {
  type Cell,
  duplicateChecker,
  identityCells,
  identityFields,
  optionalCell,
  type Plan,
  type PlannedRow,
  parseRow,
  planRow,
  recordImportAudits,
} from "./imports.plan.rules.ts";
import type { Sheet } from "./imports.rows.rules.ts";

const teacherRowSchema = z.object({
  ...identityCells,
  telephone: optionalCell(30),
  specialite: optionalCell(200),
  identifiant_externe: optionalCell(100),
});

/** Plans a teachers import: a teacher is found by e-mail (idempotent on it). */
export async function planTeachers(
  db: Executor,
  ctx: Ctx,
  sheet: Sheet,
  defaultPassword: string,
): Promise<Plan> {
  const errors: ImportError[] = [];
  const present = new Set(sheet.headers);
  const parsed: { row: number; values: z.infer<typeof teacherRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(teacherRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const emails = parsed.map((p) => p.values.email);
  const byEmail = new Map(
    (await findTeachersByEmail(db, ctx, emails)).map((t) => [t.email.toLowerCase(), t]),
  );
  // Sign-in e-mails are unique on the whole platform: a new teacher needs an unused one.
  const accountEmails = await findUsedAccountEmails(db, emails);
  const rows: PlannedRow[] = [];
  const creates: z.infer<typeof teacherRowSchema>[] = [];
  const updates: { before: TeacherRow; changes: UpdateTeacherBody }[] = [];
  const seenEmail = duplicateChecker();
  for (const { row, values } of parsed) {
    const first = seenEmail(values.email, row);
    if (first !== undefined) {
      errors.push({ row, field: "email", reason: `E-mail en double dans le fichier (ligne ${first})` });
      continue;
    }
    const target = byEmail.get(values.email);
    if (!target && accountEmails.has(values.email)) {
      errors.push({ row, field: "email", reason: "Un compte utilisateur existe déjà avec cet e-mail." });
      continue;
    }
    const given: { [K in keyof UpdateTeacherBody]?: UpdateTeacherBody[K] | null } = {
      ...identityFields(values),
      phone: values.telephone,
      speciality: values.specialite,
      externalId: values.identifiant_externe,
    };
    const data: Record<string, Cell> = {};
    for (const column of IMPORT_COLUMNS.teachers) {
      if (present.has(column)) data[column] = values[column] ?? null;
    }
    planRow({ rows, updates, creates }, { row, data }, target, given, () => values);
  }

  return {
    rows,
    errors,
    async write(tx, clock) {
      const updated = await updateTeachers(ctx, updates, tx, clock);
      const created = await createTeachers(
        ctx,
        creates.map((values) => ({
          ...identityFields(values),
          phone: values.telephone ?? null,
          speciality: values.specialite ?? null,
          externalId: values.identifiant_externe ?? null,
        })),
        defaultPassword,
        tx,
      );
      await recordImportAudits(tx, ctx, "teacher", { updates, updated, created });
    },
  };
}
