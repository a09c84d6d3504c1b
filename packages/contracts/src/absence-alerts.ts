import { z } from "zod";
import { ABSENCE_ALERT_KINDS } from "./absence-alert-rules.ts";
import { pageOf, pageQuerySchema, text } from "./common.ts";

export const absenceAlertKindSchema = z.enum(ABSENCE_ALERT_KINDS);

const threshold = (max: number, label: string) =>
  z
    .number({ message: `${label} : indiquez un nombre entier.` })
    .int(`${label} : indiquez un nombre entier.`)
    .min(0, `${label} : 0 (désactivé) au minimum.`)
    .max(max, `${label} : ${max} au maximum.`);

/** A company's absence alert thresholds: 0 turns one off. */
export const absenceAlertSettingsSchema = z.object({
  /** Unexcused absences in a row. */
  consecutive: threshold(50, "Absences consécutives"),
  /** Share of the slots marked over the last 30 days missed without excuse, in percent. */
  percent: threshold(100, "Pourcentage d'absences"),
});
export type AbsenceAlertSettings = z.infer<typeof absenceAlertSettingsSchema>;

/** One threshold a student is above now, and their figure. */
export const absenceAlertReasonSchema = z.object({
  kind: absenceAlertKindSchema,
  value: z.number().int().min(0),
  crossedAt: text(),
});

/** A student above one of the company's thresholds. */
export const studentAtRiskSchema = z.object({
  id: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  usageName: text().nullable(),
  reasons: z.array(absenceAlertReasonSchema),
});
export type StudentAtRisk = z.infer<typeof studentAtRiskSchema>;

export const studentsAtRiskQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });
export const studentsAtRiskPageSchema = pageOf(studentAtRiskSchema);
export type StudentsAtRiskPage = z.infer<typeof studentsAtRiskPageSchema>;
