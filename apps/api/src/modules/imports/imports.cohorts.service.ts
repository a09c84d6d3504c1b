import { COHORT_MESSAGES } from "@campus/contracts/cohorts";
import type { ImportError } from "@campus/contracts/imports";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import {
  cohortMisfits,
  type ImportedCohortFields,
  listCompanyCohorts,
  writeImportedCohorts,
} from "../cohorts/index.ts";
import { getSchoolOptions } from "../school/index.ts";
import { requiredDayCell } from "./imports.dates.rules.ts";
import {
  duplicateChecker,
  type Plan,
  type PlannedRow,
  parseRow,
  recordImportAudits,
  requiredCell,
} from "./imports.plan.rules.ts";
import type { Sheet } from "./imports.rows.rules.ts";

const cohortRowSchema = z.object({
  nom: requiredCell("Le nom", 200),
  code_programme: requiredCell("Le code du programme", 200),
  debut: requiredDayCell("La date de début"),
  fin: requiredDayCell("La date de fin"),
});

type CohortRow = Awaited<ReturnType<typeof listCompanyCohorts>>[number];

/**
 * Plans a sessions import: a session is found by its name (case and accents ignored) and updated, else
 * created. Its programme is one of the company's current programmes, by code (or title); the end comes
 * after the start; a session moving to another programme must have no student or course of another one.
 */
export async function planCohorts(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const options = await getSchoolOptions(db, ctx);
  const programmes = new Map<string, (typeof options.programmes)[number]>();
  // By title first, so that a code equal to another programme's title still names its own programme.
  for (const programme of options.programmes) programmes.set(searchKey(programme.name), programme);
  for (const programme of options.programmes) programmes.set(searchKey(programme.code), programme);

  const parsed: { row: number; values: z.infer<typeof cohortRowSchema>; programmeId: string }[] = [];
  for (const row of sheet.rows) {
    const rowErrors: ImportError[] = [];
    const values = parseRow(cohortRowSchema, row, rowErrors);
    const code = row.cells.get("code_programme") ?? "";
    const programme = code ? programmes.get(searchKey(code)) : undefined;
    if (code && !programme) {
      rowErrors.push({ row: row.row, field: "code_programme", reason: `Programme inconnu : ${code}` });
    } else if (programme?.archived) {
      rowErrors.push({
        row: row.row,
        field: "code_programme",
        reason: `Programme archivé : ${programme.code}. Désarchivez-le d'abord pour y ajouter une session.`,
      });
    }
    if (values && values.fin <= values.debut) {
      rowErrors.push({ row: row.row, field: "fin", reason: COHORT_MESSAGES.endNotAfterStart });
    }
    if (values && programme && rowErrors.length === 0) {
      parsed.push({ row: row.row, values, programmeId: programme.id });
    } else errors.push(...rowErrors);
  }

  const byName = new Map((await listCompanyCohorts(db, ctx)).map((row) => [searchKey(row.name), row]));
  const moves = parsed.flatMap(({ values, programmeId }) => {
    const target = byName.get(searchKey(values.nom));
    return target && target.programmeId !== programmeId ? [{ cohortId: target.id, programmeId }] : [];
  });
  const misfits = await cohortMisfits(db, ctx, moves);
  const programmeNames = new Map(options.programmes.map((p) => [p.id, p]));

  const rows: PlannedRow[] = [];
  const creates: ImportedCohortFields[] = [];
  const updates: { before: CohortRow; changes: Partial<ImportedCohortFields> }[] = [];
  const seenName = duplicateChecker();
  for (const { row, values, programmeId } of parsed) {
    const first = seenName(searchKey(values.nom), row);
    if (first !== undefined) {
      errors.push({ row, field: "nom", reason: `Session en double dans le fichier (ligne ${first})` });
      continue;
    }
    const programme = programmeNames.get(programmeId);
    const target = byName.get(searchKey(values.nom));
    const misfit = target ? misfits.get(target.id) : undefined;
    if (misfit) {
      errors.push({
        row,
        field: "code_programme",
        reason: COHORT_MESSAGES.otherProgramme(misfit.students, misfit.courses, programme?.name ?? ""),
      });
      continue;
    }
    const data = {
      nom: target?.name ?? values.nom,
      code_programme: programme?.code ?? null,
      programme: programme?.name ?? null,
      debut: values.debut,
      fin: values.fin,
    };
    const fields: ImportedCohortFields = {
      name: values.nom,
      programmeId,
      startDate: values.debut,
      endDate: values.fin,
    };
    if (!target) {
      creates.push(fields);
      rows.push({ row, data, action: "create" });
      continue;
    }
    // The name found the session: its spelling stays the school's.
    const { name: _name, ...given } = fields;
    const changes = Object.fromEntries(
      Object.entries(given).filter(([key, value]) => target[key as keyof typeof given] !== value),
    ) as Partial<ImportedCohortFields>;
    const changed = Object.keys(changes).length > 0;
    if (changed) updates.push({ before: target, changes });
    rows.push({ row, data, action: changed ? "update" : "skip" });
  }
  return {
    rows,
    errors,
    async write(tx) {
      const written = await writeImportedCohorts(tx, ctx, creates, updates);
      await recordImportAudits(tx, ctx, "cohort", { updates, ...written });
    },
  };
}
