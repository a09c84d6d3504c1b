import { formatDecimal } from "@campus/contracts/format-number";
import { roundGrade } from "@campus/contracts/grading";

/** A saved grade as the cell shows it: French decimals ("15,5"), "" when not graded. */
export function gradeText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : formatDecimal(value);
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
    average: roundGrade(sum / values.length),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}
