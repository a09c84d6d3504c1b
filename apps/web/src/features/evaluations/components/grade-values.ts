import { EVALUATION_MESSAGES } from "@campus/contracts/evaluations";
import { formatDecimal } from "../../../lib/format-number.ts";

export const GRADE_MESSAGES = {
  notANumber: "Saisissez un nombre, par exemple 15,5",
  tooManyDecimals: "Deux décimales au maximum",
  commentWithoutGrade: "Un commentaire accompagne une note : saisissez la note",
} as const;

export type ParsedGrade =
  | { kind: "empty" }
  | { kind: "value"; value: number }
  | { kind: "invalid"; message: string };

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** A grid cell's text: empty (not graded), a grade within 0..scale (comma or dot decimal), or why not. */
export function parseGrade(text: string, scale: number): ParsedGrade {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (!NUMBER.test(trimmed)) return { kind: "invalid", message: GRADE_MESSAGES.notANumber };
  const normalized = trimmed.replace(",", ".");
  const decimals = normalized.split(".")[1]?.length ?? 0;
  if (decimals > 2) return { kind: "invalid", message: GRADE_MESSAGES.tooManyDecimals };
  const value = Number(normalized);
  if (value < 0 || value > scale) {
    return { kind: "invalid", message: EVALUATION_MESSAGES.outOfScale(scale) };
  }
  return { kind: "value", value };
}

/** A saved grade as the cell shows it: French decimals ("15,5"), "" when not graded. */
export function gradeText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : formatDecimal(value);
}

export interface WeightedGrade {
  value: number;
  scale: number;
  coefficient: number;
}

/** Σ(value/scale·20·coef) / Σcoef over the graded evaluations, out of 20, as the API computes it; null when none. */
export function weightedAverage(grades: readonly WeightedGrade[]): number | null {
  let points = 0;
  let weights = 0;
  for (const grade of grades) {
    points += (grade.value / grade.scale) * 20 * grade.coefficient;
    weights += grade.coefficient;
  }
  return weights > 0 ? Math.round((points / weights) * 100) / 100 : null;
}

export interface GradeStats {
  count: number;
  average: number | null;
  min: number | null;
  max: number | null;
}

/** Count, mean (2 decimals), min and max of some grades. */
export function gradeStats(values: readonly number[]): GradeStats {
  if (values.length === 0) return { count: 0, average: null, min: null, max: null };
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    count: values.length,
    average: Math.round((sum / values.length) * 100) / 100,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}
