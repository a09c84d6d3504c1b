import { Readable } from "node:stream";
import { EVALUATION_TYPE_LABELS, type EvaluationType } from "@campus/contracts/evaluations";
import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { CSV_BOM, csvLines } from "../../platform/csv.ts";
import { timeCounterDays } from "../content/index.ts";
import { gradesOfGroup } from "../evaluations/index.ts";
import type { ProofSelection } from "./proof-bundles.selection.queries.ts";

// The bundle's two tables, as CSV files (UTF-8 with its BOM, `;` as French spreadsheets expect),
// read a page at a time while the zip takes them.

const PAGE_ROWS = 2000;

type Cell = string | number;
/** A column of a CSV file: its header, and its cell in a row read. */
type Column<Row> = readonly [header: string, cell: (row: Row) => Cell];

/**
 * A CSV file of `columns`: the headers once, then each page of rows read by `readPage(offset, limit)`
 * as it comes, until a short page.
 */
function pagedCsv<Row>(
  columns: readonly Column<Row>[],
  readPage: (offset: number, limit: number) => Promise<Row[]>,
): Readable {
  async function* chunks() {
    yield Buffer.from(`${CSV_BOM}${csvLines([columns.map(([header]) => header)])}`);
    for (let offset = 0; ; offset += PAGE_ROWS) {
      const rows = await readPage(offset, PAGE_ROWS);
      if (rows.length > 0)
        yield Buffer.from(csvLines(rows.map((row) => columns.map(([, cell]) => cell(row)))));
      if (rows.length < PAGE_ROWS) return;
    }
  }
  return Readable.from(chunks());
}

/** The columns that name the student, first in both files. */
const STUDENT_COLUMNS: Column<{ number: string; lastname: string; firstname: string }>[] = [
  ["N° étudiant", (row) => row.number],
  ["Nom", (row) => row.lastname],
  ["Prénom", (row) => row.firstname],
];

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/**
 * temps-de-connexion.csv: per student, Paris day and place (the whole site, or a course of the
 * selection), the minutes counted by the heartbeat, of which on replays and live classes.
 */
export function connectionTimeCsv(db: Executor, ctx: Ctx, selection: ProofSelection): Readable {
  type Row = Awaited<ReturnType<typeof timeCounterDays>>[number];
  return pagedCsv<Row>(
    [
      ...STUDENT_COLUMNS,
      ["Jour", (row) => row.day],
      ["Où", (row) => row.course ?? "Ensemble du site"],
      ["Temps (min)", (row) => minutesOf(row.seconds)],
      ["Dont rediffusions (min)", (row) => minutesOf(row.replaySeconds)],
      ["Dont classes en direct (min)", (row) => minutesOf(row.liveSeconds)],
    ],
    (offset, limit) => timeCounterDays(db, ctx.companyId, selection, offset, limit),
  );
}

/** French decimals in a spreadsheet: « 15,5 ». */
const decimal = (value: number) => String(value).replace(".", ",");

/**
 * notes.csv: every grade of the selection's students in its courses, the evaluations of the period
 * (and those without a date, when a period is asked for: they belong to no day).
 */
export function gradesCsv(db: Executor, ctx: Ctx, selection: ProofSelection): Readable {
  type Row = Awaited<ReturnType<typeof gradesOfGroup>>[number];
  return pagedCsv<Row>(
    [
      ...STUDENT_COLUMNS,
      ["Cours", (row) => row.course],
      ["Évaluation", (row) => row.title],
      ["Type", (row) => EVALUATION_TYPE_LABELS[row.type as EvaluationType] ?? row.type],
      ["Date", (row) => row.date ?? ""],
      ["Note", (row) => decimal(row.value)],
      ["Sur", (row) => decimal(row.scale)],
      ["Coefficient", (row) => decimal(row.coefficient)],
      ["Commentaire", (row) => row.comment ?? ""],
    ],
    (offset, limit) => gradesOfGroup(db, ctx.companyId, selection, offset, limit),
  );
}
