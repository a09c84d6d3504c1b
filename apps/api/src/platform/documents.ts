import { loadExcelJs } from "./heavy-modules.ts";
import { safeCell, safeCellValue } from "./spreadsheet-cells.ts";

const PARIS = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

type ParisDateTime = { date: string; time: string; full: string };
/**
 * The instants already written, by their time: an export writes each slot's times once per row
 * (167,000 rows of a few thousand slots), and `formatToParts` took 30 µs a call, 5 s of an export.
 */
const written = new Map<number, ParisDateTime>();
const WRITTEN_MAX = 10_000;

/** `dd/MM/yyyy HH:mm` in Europe/Paris, and its two halves. */
export function parisDateTime(date: Date): ParisDateTime {
  const key = date.getTime();
  const known = written.get(key);
  if (known) return known;
  const parts = PARIS.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const day = `${get("day")}/${get("month")}/${get("year")}`;
  const time = `${get("hour")}:${get("minute")}`;
  const value = Object.freeze({ date: day, time, full: `${day} ${time}` });
  if (written.size >= WRITTEN_MAX) written.clear();
  written.set(key, value);
  return value;
}

/** An ASCII file name part: accents dropped, anything else a dash. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "liste"
  );
}

export interface TableColumn<T> {
  header: string;
  /** Width in characters. */
  width: number;
  value: (row: T) => string | number;
}

/** A one-sheet workbook: title lines, the generation time, then a frozen, filterable table. */
export async function buildTableXlsx<T>(doc: {
  sheetName: string;
  titleLines: string[];
  generatedAt: Date;
  columns: TableColumn<T>[];
  rows: T[];
}): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Campus Formation";
  workbook.created = doc.generatedAt;
  const sheet = workbook.addWorksheet(doc.sheetName);
  doc.titleLines.forEach((line, index) => {
    const row = sheet.addRow([safeCell(line)]);
    if (index === 0) row.font = { bold: true, size: 14 };
  });
  sheet.addRow([`Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`]);
  sheet.addRow([]);
  const header = sheet.addRow(doc.columns.map((column) => safeCell(column.header)));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF7" } };
  });
  doc.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width;
  });
  for (const row of doc.rows) sheet.addRow(doc.columns.map((column) => safeCellValue(column.value(row))));
  sheet.autoFilter = {
    from: { row: header.number, column: 1 },
    to: { row: header.number, column: doc.columns.length },
  };
  sheet.views = [{ state: "frozen", ySplit: header.number }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
