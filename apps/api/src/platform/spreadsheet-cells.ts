/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and CR, that some
 * programs strip before doing so): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell of an exported CSV or XLSX, prefixed with `'` when it would start a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Like `safeCell`, leaving numbers (and other non-text values) as they are. */
export function safeCellValue<T>(value: T): T | string {
  return typeof value === "string" ? safeCell(value) : value;
}

/** Undoes `safeCell` on an imported cell, so a file we exported imports back unchanged. */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
