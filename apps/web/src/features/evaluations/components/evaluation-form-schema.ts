import {
  type CreateEvaluationBody,
  type Evaluation,
  evaluationTypeSchema,
  type UpdateEvaluationBody,
} from "@campus/contracts/evaluations";
import { formatNumber } from "@campus/contracts/format-number";
import { z } from "zod";
import { todayInput } from "../../../lib/dates.ts";

const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** A positive decimal typed as text (comma or dot), within the contracts' limit. */
function positiveDecimal(name: string, max: number) {
  const range = `${name} doit être supérieur à 0 et au plus ${formatNumber(max)}`;
  return z
    .string()
    .trim()
    .regex(DECIMAL, "Un nombre est attendu, par exemple 1,5")
    .transform((text) => Number(text.replace(",", ".")))
    .refine((value) => value > 0 && value <= max, range);
}

/**
 * The evaluation form: the limits of the contracts' createEvaluationBodySchema with French
 * messages; the numbers are typed as text, the date is "" when none.
 */
export const evaluationFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Le titre est obligatoire")
    .max(200, "Le titre : 200 caractères au maximum"),
  date: z.union([z.literal(""), z.iso.date({ error: "Date invalide" })]),
  type: evaluationTypeSchema,
  coefficient: positiveDecimal("Le coefficient", 100),
  scale: positiveDecimal("Le barème", 1000),
});

export type EvaluationFormInput = z.input<typeof evaluationFormSchema>;
export type EvaluationFormValues = z.output<typeof evaluationFormSchema>;

const decimalText = (value: number) => formatNumber(value, 3, false);

export function emptyEvaluationForm(): EvaluationFormInput {
  return { title: "", date: todayInput(), type: "devoir", coefficient: "1", scale: "20" };
}

export function evaluationFormValues(evaluation: Evaluation): EvaluationFormInput {
  return {
    title: evaluation.title,
    date: evaluation.date ?? "",
    type: evaluation.type,
    coefficient: decimalText(evaluation.coefficient),
    scale: decimalText(evaluation.scale),
  };
}

export function toCreateEvaluationBody(courseId: string, values: EvaluationFormValues): CreateEvaluationBody {
  return {
    courseId,
    title: values.title,
    date: values.date === "" ? null : values.date,
    type: values.type,
    coefficient: values.coefficient,
    scale: values.scale,
    slotId: null,
  };
}

export function toUpdateEvaluationBody(values: EvaluationFormValues): UpdateEvaluationBody {
  return {
    title: values.title,
    date: values.date === "" ? null : values.date,
    type: values.type,
    coefficient: values.coefficient,
    scale: values.scale,
  };
}
