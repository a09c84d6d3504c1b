import { z } from "zod";
import { isoDateSchema } from "./common.ts";
import { recordIdSchema } from "./school.ts";

/** The longest period a proof bundle covers, in days (a school year and its margins). */
export const PROOF_BUNDLE_MAX_DAYS = 400;

export const PROOF_BUNDLE_MESSAGES = {
  oneSelector: "Choisissez exactement un apprenant, un cours ou une session.",
  studentPeriod: "Indiquez la période (début et fin) du dossier de cet apprenant.",
  bothDates: "Indiquez le début et la fin de la période, ou aucun des deux.",
  periodOrder: "La fin de la période doit suivre son début.",
  periodTooLong: `Choisissez une période de ${PROOF_BUNDLE_MAX_DAYS} jours au plus.`,
} as const;

const DAY_MS = 86_400_000;

/**
 * `GET /api/proof-bundles.zip`: exactly one of `studentId`, `courseId`, `cohortId`; the period (`from`,
 * `to`, Paris days, both included) is required for a student and optional otherwise, at most 400 days.
 */
export const proofBundleQuerySchema = z
  .object({
    studentId: recordIdSchema.optional(),
    courseId: recordIdSchema.optional(),
    cohortId: recordIdSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine((value, context) => {
    const selectors = [value.studentId, value.courseId, value.cohortId].filter(Boolean).length;
    if (selectors !== 1) {
      context.addIssue({ code: "custom", path: ["studentId"], message: PROOF_BUNDLE_MESSAGES.oneSelector });
      return;
    }
    if ((value.from === undefined) !== (value.to === undefined)) {
      context.addIssue({ code: "custom", path: ["to"], message: PROOF_BUNDLE_MESSAGES.bothDates });
      return;
    }
    if (value.from === undefined || value.to === undefined) {
      if (value.studentId) {
        context.addIssue({ code: "custom", path: ["from"], message: PROOF_BUNDLE_MESSAGES.studentPeriod });
      }
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS + 1;
    if (days < 1) {
      context.addIssue({ code: "custom", path: ["to"], message: PROOF_BUNDLE_MESSAGES.periodOrder });
    } else if (days > PROOF_BUNDLE_MAX_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: PROOF_BUNDLE_MESSAGES.periodTooLong });
    }
  });
export type ProofBundleQuery = z.infer<typeof proofBundleQuerySchema>;
