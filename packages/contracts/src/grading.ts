import { EVALUATION_MESSAGES } from "./evaluations.ts";

/** A grade has at most this many decimals: what a teacher types and what the API stores. */
export const GRADE_MAX_DECIMALS = 2;

export const GRADE_MESSAGES = {
  notANumber: "Saisissez un nombre, par exemple 15,5",
  tooManyDecimals: "Deux décimales au maximum",
  outOfScale: EVALUATION_MESSAGES.outOfScale,
  commentWithoutGrade: "Un commentaire accompagne une note : saisissez la note",
} as const;

export type ParsedGrade =
  | { kind: "empty" }
  | { kind: "value"; value: number }
  | { kind: "invalid"; message: string };

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Why a grade cannot be saved on this scale (outside 0..scale, too many decimals), or null. */
export function gradeValueProblem(value: number, scale: number): string | null {
  if (!Number.isFinite(value)) return GRADE_MESSAGES.notANumber;
  if (value < 0 || value > scale) return GRADE_MESSAGES.outOfScale(scale);
  // toFixed, not ×100: 0.29 × 100 is 28.999… in binary floating point.
  if (Number(value.toFixed(GRADE_MAX_DECIMALS)) !== value) return GRADE_MESSAGES.tooManyDecimals;
  return null;
}

/** A typed grade: empty (not graded), a number within 0..scale (comma or dot decimal), or why not. */
export function parseGrade(text: string, scale: number): ParsedGrade {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (!NUMBER.test(trimmed)) return { kind: "invalid", message: GRADE_MESSAGES.notANumber };
  const normalized = trimmed.replace(",", ".");
  const decimals = normalized.split(".")[1]?.length ?? 0;
  if (decimals > GRADE_MAX_DECIMALS) return { kind: "invalid", message: GRADE_MESSAGES.tooManyDecimals };
  const value = Number(normalized);
  const problem = gradeValueProblem(value, scale);
  return problem === null ? { kind: "value", value } : { kind: "invalid", message: problem };
}

/** Rounds to the grades' precision (averages are shown and sent with two decimals). */
export const roundGrade = (value: number) => Math.round(value * 100) / 100;

export interface WeightedGrade {
  value: number;
  scale: number;
  coefficient: number;
}

/** Σ(value/scale·20·coef) / Σcoef over the graded evaluations, out of 20, two decimals; null when none. */
export function weightedAverage(grades: readonly WeightedGrade[]): number | null {
  let points = 0;
  let weights = 0;
  for (const grade of grades) {
    points += (grade.value / grade.scale) * 20 * grade.coefficient;
    weights += grade.coefficient;
  }
  return weights > 0 ? roundGrade(points / weights) : null;
}
