import { randomUUID } from "node:crypto";
import {
  IMPORT_ONE_OF_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportAction,
  type ImportError,
  type ImportKind,
  type ImportReport,
  type ImportRow,
} from "@campus/contracts/imports";
import type { Db, Executor } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, violatedUniqueConstraint } from "../../platform/errors.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { flushStudentSearchIndex } from "../students/index.ts";
import { planCohorts } from "./imports.cohorts.service.ts";
import { planEnrolments } from "./imports.enrolments.service.ts";
import type { Plan, PlannedRow } from "./imports.plan.rules.ts";
import { planProgrammes } from "./imports.programmes.service.ts";
import type { Sheet } from "./imports.rows.rules.ts";
import { parseSheetInWorker } from "./imports.sheet.jobs.ts";
import { planStudents } from "./imports.students.service.ts";
import { planTeachers } from "./imports.teachers.service.ts";
import type { Upload } from "./imports.upload.service.ts";

export interface ImportOptions {
  commit: boolean;
  defaultPassword: string;
}

function checkSheet(kind: ImportKind, sheet: Sheet): ImportError[] {
  if (sheet.headers.length === 0) {
    return [{ row: 1, field: "fichier", reason: "La ligne 1 doit contenir les en-têtes de colonnes." }];
  }
  const errors: ImportError[] = IMPORT_REQUIRED_COLUMNS[kind]
    .filter((column) => !sheet.headers.includes(column))
    .map((column) => ({ row: 1, field: column, reason: "Colonne obligatoire absente." }));
  const oneOf = IMPORT_ONE_OF_COLUMNS[kind];
  if (oneOf && !oneOf.some((column) => sheet.headers.includes(column))) {
    errors.push({ row: 1, field: oneOf.join(" ou "), reason: "Une de ces colonnes est obligatoire." });
  }
  if (sheet.rows.length === 0 && errors.length === 0) {
    errors.push({ row: 2, field: "fichier", reason: "Le fichier ne contient aucune ligne de données." });
  }
  return errors;
}

function toReport(
  kind: ImportKind,
  committed: boolean,
  total: number,
  rows: PlannedRow[],
  errors: ImportError[],
): ImportReport {
  const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
  const sortedErrors = [...errors].sort((a, b) => a.row - b.row);
  return {
    kind,
    committed,
    rows: rows satisfies ImportRow[],
    errors: sortedErrors,
    counts: {
      total,
      create: count("create"),
      update: count("update"),
      skip: count("skip"),
      error: new Set(errors.map((error) => error.row)).size,
    },
  };
}

function plan(
  db: Executor,
  clock: Clock,
  ctx: Ctx,
  kind: ImportKind,
  sheet: Sheet,
  options: ImportOptions,
): Promise<Plan> {
  switch (kind) {
    case "students":
      return planStudents(db, ctx, sheet);
    case "teachers":
      return planTeachers(db, ctx, sheet, options.defaultPassword);
    case "enrolments":
      return planEnrolments(db, ctx, sheet, parisDay(clock.now()));
    case "programmes":
      return planProgrammes(db, ctx, sheet);
    case "cohorts":
      return planCohorts(db, ctx, sheet);
  }
}

/** A record of the file created elsewhere between the plan and the write: nothing written, try again. */
function translateRace(error: unknown): never {
  if (violatedUniqueConstraint(error) === undefined) throw error;
  throw new AppError("CONFLICT", {
    field: "file",
    message:
      "Un enregistrement du fichier vient d'être créé par ailleurs : rien n'a été importé, relancez l'import.",
  });
}

/**
 * Reads an import file (CSV or XLSX, recognised by its bytes) and validates every row. A preview
 * writes nothing; a commit writes the valid rows in one transaction and audits the import.
 */
export async function runImport(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  kind: ImportKind,
  upload: Upload,
  options: ImportOptions,
): Promise<ImportReport> {
  const sheet = await parseSheetInWorker(upload.file);
  const sheetErrors = checkSheet(kind, sheet);
  if (sheetErrors.length > 0) return toReport(kind, false, sheet.rows.length, [], sheetErrors);
  if (!options.commit) {
    const preview = await plan(db, clock, ctx, kind, sheet, options);
    return toReport(kind, false, sheet.rows.length, preview.rows, preview.errors);
  }
  const report = await db
    .transaction(async (tx) => {
      const planned = await plan(tx, clock, ctx, kind, sheet, options);
      await planned.write(tx, clock);
      const written = toReport(kind, true, sheet.rows.length, planned.rows, planned.errors);
      await recordAudit(tx, ctx, {
        action: `import-${kind}`,
        entity: "import",
        entityId: randomUUID(),
        after: { kind, file: upload.filename.slice(0, 200), counts: written.counts },
      });
      return written;
    })
    .catch(translateRace);
  if (kind === "students" && report.counts.create + report.counts.update > 0)
    await flushStudentSearchIndex(db);
  if (kind === "teachers" && report.counts.create > 0)
    return { ...report, defaultPassword: options.defaultPassword };
  return report;
}
