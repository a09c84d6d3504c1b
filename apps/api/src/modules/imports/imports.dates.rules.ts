import { DATE_RANGE } from "@campus/contracts/common";
import { MESSAGES } from "@campus/contracts/messages";
import { z } from "zod";

const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/;
/** An XLSX date cell holds the days since 1899-12-30 (Excel's day 0), possibly with a time of day. */
const EXCEL_SERIAL = /^\d{1,6}(?:\.\d+)?$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A real calendar day as yyyy-MM-dd, or undefined (31/02 is not one). */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** « 05/09/2026 », « 2026-09-05 » or an Excel day number as yyyy-MM-dd; undefined when it is none of them. */
export function readDay(text: string): string | undefined {
  const value = text.trim();
  const french = FRENCH_DAY.exec(value);
  if (french) return isoDay(Number(french[3]), Number(french[2]), Number(french[1]));
  const iso = ISO_DAY.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (EXCEL_SERIAL.test(value)) {
    const date = new Date(EXCEL_EPOCH + Math.floor(Number(value)) * DAY_MS);
    return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return undefined;
}

const dayMessage = (label: string) => `${label} doit être une date au format JJ/MM/AAAA ou AAAA-MM-JJ`;

/** A date cell read as yyyy-MM-dd, within the dates the product accepts. */
function dayCell(label: string) {
  return z.string().transform((value, ctx) => {
    const day = readDay(value);
    if (day === undefined) {
      ctx.addIssue({ code: "custom", message: dayMessage(label) });
      return z.NEVER;
    }
    if (day < DATE_RANGE.min || day > DATE_RANGE.max) {
      ctx.addIssue({ code: "custom", message: MESSAGES.dateOutOfRange });
      return z.NEVER;
    }
    return day;
  });
}

export const requiredDayCell = (label: string) =>
  z
    .string({ error: `${label} est obligatoire` })
    .min(1, `${label} est obligatoire`)
    .pipe(dayCell(label));

/** An optional date cell: undefined when absent or empty. */
export const optionalDayCell = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(dayCell(label).optional());
