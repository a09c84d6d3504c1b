import Papa from "papaparse";
import { safeCellValue } from "./spreadsheet-cells.ts";

/** The byte order mark with which a French Excel reads a CSV file as UTF-8 (accents intact). */
export const CSV_BOM = "\uFEFF";

/**
 * Rows as CSV lines the way a French spreadsheet opens them as columns: `;` between the cells, CRLF after
 * each line, a text cell that would start a formula escaped (`safeCellValue`).
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return `${Papa.unparse(
    rows.map((row) => row.map(safeCellValue)),
    { delimiter: ";", newline: "\r\n" },
  )}\r\n`;
}
