import { Readable } from "node:stream";
import { EVALUATION_TYPE_LABELS, type EvaluationType } from "@campus/contracts/evaluations";
import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { Executor } from "../../db/client.ts";
import { courses, evaluations, grades, students, timeCounters } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { safeCellValue } from "../../platform/spreadsheet-cells.ts";
import type { ProofSelection } from "./proof-bundles.selection.queries.ts";

// The bundle's two tables, as CSV files (UTF-8 with its BOM, `;` as French spreadsheets expect),
// read a page at a time while the zip takes them.

const PAGE_ROWS = 2000;

type Cell = string | number;

/** A CSV file from its header and its pages of rows: the header once, then each page as it is read. */
function csvStream(header: string[], pages: () => AsyncIterable<Cell[][]>): Readable {
  const line = (rows: Cell[][]) =>
    `${Papa.unparse(
      rows.map((row) => row.map(safeCellValue)),
      { delimiter: ";", newline: "\r\n" },
    )}\r\n`;
  async function* chunks() {
    yield Buffer.from(`\uFEFF${line([header])}`);
    for await (const rows of pages()) if (rows.length > 0) yield Buffer.from(line(rows));
  }
  return Readable.from(chunks());
}

/** Reads `read(offset)` by pages of PAGE_ROWS until a short page. */
async function* byPages<T>(read: (offset: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await read(offset);
    yield rows;
    if (rows.length < PAGE_ROWS) return;
  }
}

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/**
 * temps-de-connexion.csv: per student, Paris day and place (the whole site, or a course of the
 * selection), the minutes counted by the heartbeat, of which on replays and live classes.
 */
export function connectionTimeCsv(db: Executor, ctx: Ctx, selection: ProofSelection): Readable {
  const header = [
    "N° étudiant",
    "Nom",
    "Prénom",
    "Jour",
    "Où",
    "Temps (min)",
    "Dont rediffusions (min)",
    "Dont classes en direct (min)",
  ];
  return csvStream(header, () =>
    byPages(async (offset) => {
      const rows = await db
        .select({
          number: students.studentNumber,
          lastname: students.lastname,
          firstname: students.firstname,
          day: timeCounters.day,
          course: courses.title,
          seconds: timeCounters.seconds,
          replaySeconds: timeCounters.replaySeconds,
          liveSeconds: timeCounters.liveSeconds,
        })
        .from(timeCounters)
        .innerJoin(
          students,
          and(eq(students.userId, timeCounters.userId), eq(students.companyId, ctx.companyId)),
        )
        .leftJoin(courses, eq(courses.id, timeCounters.courseId))
        .where(
          and(
            eq(timeCounters.companyId, ctx.companyId),
            selection.studentIds,
            or(eq(timeCounters.scope, ""), sql`${timeCounters.courseId} in ${selection.courseIds}`),
            selection.period ? gte(timeCounters.day, selection.period.from) : undefined,
            selection.period ? lte(timeCounters.day, selection.period.to) : undefined,
          ),
        )
        .orderBy(
          asc(students.lastname),
          asc(students.firstname),
          asc(students.id),
          asc(timeCounters.day),
          asc(timeCounters.scope),
        )
        .limit(PAGE_ROWS)
        .offset(offset);
      return rows.map((row) => [
        row.number,
        row.lastname,
        row.firstname,
        row.day,
        row.course ?? "Ensemble du site",
        minutesOf(row.seconds),
        minutesOf(row.replaySeconds),
        minutesOf(row.liveSeconds),
      ]);
    }),
  );
}

/** French decimals in a spreadsheet: « 15,5 ». */
const decimal = (value: number) => String(value).replace(".", ",");

/**
 * notes.csv: every grade of the selection's students in its courses, the evaluations of the period
 * (and those without a date, when a period is asked for: they belong to no day).
 */
export function gradesCsv(db: Executor, ctx: Ctx, selection: ProofSelection): Readable {
  const header = [
    "N° étudiant",
    "Nom",
    "Prénom",
    "Cours",
    "Évaluation",
    "Type",
    "Date",
    "Note",
    "Sur",
    "Coefficient",
    "Commentaire",
  ];
  return csvStream(header, () =>
    byPages(async (offset) => {
      const rows = await db
        .select({
          number: students.studentNumber,
          lastname: students.lastname,
          firstname: students.firstname,
          course: courses.title,
          title: evaluations.title,
          type: evaluations.type,
          date: evaluations.date,
          value: grades.value,
          scale: evaluations.scale,
          coefficient: evaluations.coefficient,
          comment: grades.comment,
        })
        .from(grades)
        .innerJoin(evaluations, eq(evaluations.id, grades.evaluationId))
        .innerJoin(courses, eq(courses.id, evaluations.courseId))
        .innerJoin(students, eq(students.id, grades.studentId))
        .where(
          and(
            eq(grades.companyId, ctx.companyId),
            eq(students.companyId, ctx.companyId),
            selection.studentIds,
            sql`${evaluations.courseId} in ${selection.courseIds}`,
            selection.period
              ? or(
                  isNull(evaluations.date),
                  and(
                    gte(evaluations.date, selection.period.from),
                    lte(evaluations.date, selection.period.to),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(
          asc(students.lastname),
          asc(students.firstname),
          asc(students.id),
          asc(courses.title),
          asc(evaluations.date),
          asc(evaluations.id),
        )
        .limit(PAGE_ROWS)
        .offset(offset);
      return rows.map((row) => [
        row.number,
        row.lastname,
        row.firstname,
        row.course,
        row.title,
        EVALUATION_TYPE_LABELS[row.type as EvaluationType] ?? row.type,
        row.date ?? "",
        decimal(row.value),
        decimal(row.scale),
        decimal(row.coefficient),
        row.comment ?? "",
      ]);
    }),
  );
}
