import type { Readable } from "node:stream";
import {
  HISTORY_MESSAGES,
  MARK_CHANGE_KIND_LABELS,
  type MarkChange,
  type MarkChangeFilters,
  markStateText,
} from "@campus/contracts/history";
import { familyName } from "@campus/contracts/people";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { markChanges } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDateTime, type TableColumn } from "../../platform/documents.ts";
import { AppError } from "../../platform/errors.ts";
import { fileDays } from "../../platform/paris-time.ts";
import { streamTableXlsxInWorker } from "../../platform/xlsx-worker-stream.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { type ChangeRow, changePageQuery, changeWhere, toMarkChange } from "./history.queries.ts";

/** What a change is about: the evaluation's title, or the slot's date. */
export function changeItemText(change: MarkChange): string {
  if (change.evaluation) return change.evaluation.title;
  if (change.slot) return `Séance du ${parisDateTime(new Date(change.slot.startsAt)).full}`;
  return "(supprimé)";
}

const COLUMNS: TableColumn<MarkChange>[] = [
  { header: "Date", width: 18, value: (c) => parisDateTime(new Date(c.changedAt)).full },
  { header: "Type", width: 10, value: (c) => MARK_CHANGE_KIND_LABELS[c.kind] },
  { header: "N° étudiant", width: 16, value: (c) => c.student?.studentNumber ?? "" },
  { header: "Nom", width: 20, value: (c) => (c.student ? familyName(c.student) : "(supprimé)") },
  { header: "Prénom", width: 18, value: (c) => c.student?.firstname ?? "" },
  { header: "Cours", width: 32, value: (c) => c.course?.title ?? "(supprimé)" },
  { header: "Élément", width: 32, value: changeItemText },
  { header: "Avant", width: 22, value: (c) => markStateText(c.before) },
  { header: "Après", width: 22, value: (c) => markStateText(c.after) },
  { header: "Par", width: 24, value: (c) => c.author?.name ?? "" },
  { header: "Motif", width: 32, value: (c) => c.reason ?? "" },
];

/** Rows in one export at most (checked before any row is fetched), and rows fetched at a time. */
const EXPORT_LIMITS = { rows: 200_000, page: 1_000 };

async function* changePages(db: Db, ctx: Ctx, filters: MarkChangeFilters, pageSize: number) {
  let last: ChangeRow | undefined;
  for (;;) {
    const rows: ChangeRow[] = await changePageQuery(db, ctx, filters, pageSize, last);
    if (rows.length > 0) yield rows.map(toMarkChange);
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
  }
}

/** « historique-2026-12-01_2026-12-04.xlsx »: the period's Paris days (`to` is excluded), as every export. */
export function exportFileName(filters: MarkChangeFilters, now: Date): string {
  const period = {
    first: filters.from ? new Date(filters.from) : undefined,
    last: filters.to ? new Date(new Date(filters.to).getTime() - 1) : undefined,
  };
  return `historique-${fileDays(period, now)}.xlsx`;
}

/** The filtered history as a spreadsheet (administrators), streamed; over `limits.rows` rows a 413. */
export async function exportMarkChanges(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  filters: MarkChangeFilters,
  limits = EXPORT_LIMITS,
): Promise<{ filename: string; body: Readable }> {
  const matching = db
    .select({ one: sql`1` })
    .from(markChanges)
    .where(changeWhere(ctx, filters))
    .limit(limits.rows + 1)
    .as("matching");
  const [counted] = await db.select({ n: sql<number>`count(*)` }).from(matching);
  if (Number(counted?.n ?? 0) > limits.rows) {
    throw new AppError("TOO_LARGE", { message: HISTORY_MESSAGES.exportTooLarge });
  }
  const company = await getCompanyBranding(db, ctx.companyId);
  const generatedAt = clock.now();
  const body = streamTableXlsxInWorker({
    sheetName: "Historique",
    titleLines: [`${company.fullName} — Historique des notes et présences`],
    generatedAt,
    columns: COLUMNS,
    pages: changePages(db, ctx, filters, limits.page),
  });
  return { filename: exportFileName(filters, generatedAt), body };
}
