import type { IMPORT_COLUMNS, ImportError } from "@campus/contracts/imports";
import { studentNumberSchema } from "@campus/contracts/students";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import { loadReferenceLookup } from "../school/index.ts";
import type { StudentRow } from "../student-cards/index.ts";
import type { StudentValues } from "../students/index.ts";
import { findStudentsByNumberOrEmail, insertStudents, updateStudents } from "../students/index.ts";
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
  postalCodeCell,
  presentielCell,
  recordImportAudits,
} from "./imports.plan.rules.ts";
import type { Sheet, SheetRow } from "./imports.rows.rules.ts";

const studentRowSchema = z.object({
  numero_etudiant: studentNumberSchema,
  ...identityCells,
  nom_usage: optionalCell(100),
  adresse: optionalCell(300),
  code_postal: postalCodeCell,
  programme: optionalCell(200),
  niveau: optionalCell(100),
  session: optionalCell(200),
  presentiel: presentielCell,
  note: optionalCell(2000),
  commentaire: optionalCell(2000),
});

const STUDENT_COLUMN_FIELDS = {
  numero_etudiant: "studentNumber",
  nom: "lastname",
  prenom: "firstname",
  email: "email",
  nom_usage: "usageName",
  adresse: "postalAddress",
  code_postal: "postalCode",
  programme: "programmeId",
  niveau: "levelId",
  session: "cohortId",
  presentiel: "presentiel",
  note: "note",
  commentaire: "comment",
} as const satisfies Record<(typeof IMPORT_COLUMNS.students)[number], keyof StudentValues>;

/** Plans a students import: a student is found by number, else by e-mail (idempotent on both). */
export async function planStudents(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const lookup = await loadReferenceLookup(db, ctx);
  const present = new Set(sheet.headers);
  type Reference = { id: string; name: string; archived: boolean };
  /** A reference cell: undefined when the column is absent, null when empty, else the matching record. */
  const resolve = (
    row: SheetRow,
    column: "programme" | "niveau" | "session",
    map: Map<string, Reference>,
    label: string,
    rowErrors: ImportError[],
  ): Reference | null | undefined => {
    const text = row.cells.get(column);
    if (text === undefined || text === "") return text === undefined ? undefined : null;
    const found = map.get(searchKey(text));
    if (!found) {
      rowErrors.push({
        row: row.row,
        field: column,
        reason: `${label} ${column === "session" ? "inconnue" : "inconnu"} dans votre organisme : « ${text} »`,
      });
    }
    return found;
  };
  const parsed: {
    row: number;
    values: z.infer<typeof studentRowSchema>;
    programme: Reference | null | undefined;
    level: Reference | null | undefined;
    cohort: Reference | null | undefined;
  }[] = [];
  for (const row of sheet.rows) {
    // Every problem of a row is reported at once: the cells, then the references.
    const rowErrors: ImportError[] = [];
    const values = parseRow(studentRowSchema, row, rowErrors);
    const programme = resolve(row, "programme", lookup.programmes, "Programme", rowErrors);
    const level = resolve(row, "niveau", lookup.levels, "Niveau", rowErrors);
    const cohort = resolve(row, "session", lookup.cohorts, "Session", rowErrors);
    if (values && rowErrors.length === 0) parsed.push({ row: row.row, values, programme, level, cohort });
    else errors.push(...rowErrors);
  }

  const existing = await findStudentsByNumberOrEmail(
    db,
    ctx,
    parsed.map((p) => p.values.numero_etudiant),
    parsed.map((p) => p.values.email),
  );
  const byNumber = new Map(existing.map((s) => [s.studentNumber, s]));
  const byEmail = new Map(existing.map((s) => [s.email.toLowerCase(), s]));

  const rows: PlannedRow[] = [];
  const creates: StudentValues[] = [];
  const updates: { before: StudentRow; changes: Partial<StudentValues> }[] = [];
  const seenNumber = duplicateChecker();
  const seenEmail = duplicateChecker();
  const seenTarget = duplicateChecker();

  for (const { row, values, programme, level, cohort } of parsed) {
    const rowErrors: ImportError[] = [];
    const fail = (field: string, reason: string) => rowErrors.push({ row, field, reason });

    const firstNumber = seenNumber(values.numero_etudiant, row);
    if (firstNumber !== undefined)
      fail("numero_etudiant", `Numéro en double dans le fichier (ligne ${firstNumber})`);
    const firstEmail = seenEmail(values.email, row);
    if (firstEmail !== undefined) fail("email", `E-mail en double dans le fichier (ligne ${firstEmail})`);

    const numberOwner = byNumber.get(values.numero_etudiant);
    const emailOwner = byEmail.get(values.email);
    const target = numberOwner ?? emailOwner;
    if (emailOwner && target && emailOwner.id !== target.id) {
      fail("email", `Cet e-mail est déjà celui de l'apprenant n° ${emailOwner.studentNumber}`);
    }
    // The forms offer no archived programme or session as a new choice: neither does the import.
    if (programme?.archived && programme.id !== target?.programmeId) {
      fail("programme", `Programme archivé : « ${programme.name} ». Choisissez un programme en cours.`);
    }
    if (cohort?.archived && cohort.id !== target?.cohortId) {
      fail("session", `Session archivée : « ${cohort.name} ». Choisissez une session en cours.`);
    }
    const firstTarget = target ? seenTarget(target.id, row) : undefined;
    if (firstTarget !== undefined && rowErrors.length === 0) {
      fail("numero_etudiant", `Cet apprenant est déjà modifié par la ligne ${firstTarget}`);
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }

    const given: { [K in keyof StudentValues]?: StudentValues[K] | null } = {
      studentNumber: values.numero_etudiant,
      ...identityFields(values),
      usageName: values.nom_usage,
      postalAddress: values.adresse,
      postalCode: values.code_postal,
      programmeId: programme === undefined ? undefined : (programme?.id ?? null),
      levelId: level === undefined ? undefined : (level?.id ?? null),
      cohortId: cohort === undefined ? undefined : (cohort?.id ?? null),
      presentiel: values.presentiel,
      note: values.note,
      comment: values.commentaire,
    };
    const data: Record<string, Cell> = {};
    for (const [column, field] of Object.entries(STUDENT_COLUMN_FIELDS)) {
      if (!present.has(column)) continue;
      if (column === "programme") data[column] = programme?.name ?? null;
      else if (column === "niveau") data[column] = level?.name ?? null;
      else if (column === "session") data[column] = cohort?.name ?? null;
      else data[column] = (given[field] as Cell | undefined) ?? null;
    }

    planRow({ rows, updates, creates }, { row, data }, target, given, () => ({
      studentNumber: values.numero_etudiant,
      ...identityFields(values),
      usageName: given.usageName ?? null,
      postalAddress: given.postalAddress ?? null,
      postalCode: given.postalCode ?? null,
      programmeId: given.programmeId ?? null,
      levelId: given.levelId ?? null,
      cohortId: given.cohortId ?? null,
      presentiel: given.presentiel ?? false,
      note: given.note ?? null,
      comment: given.comment ?? null,
    }));
  }

  return {
    rows,
    errors,
    async write(tx, clock) {
      const updated = await updateStudents(ctx, updates, tx, clock);
      const created = await insertStudents(ctx, creates, tx);
      await recordImportAudits(tx, ctx, "student", { updates, updated, created });
    },
  };
}
