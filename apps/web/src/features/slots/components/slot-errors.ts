import { LEARNER_CONFLICT_FIELD } from "@campus/contracts/slots";
import { isApiError } from "../../../lib/api-client.ts";

/** The field messages of a failed save: its `field`, then the `details` of a 400. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!isApiError(error)) return [];
  const entries = error.field ? [{ field: error.field, message: error.message }] : [];
  for (const detail of error.details) {
    if (!entries.some((entry) => entry.field === detail.field)) entries.push(detail);
  }
  return entries;
}

/** A refusal because the slot's learners have another slot at the time: the sentence and their names. */
export interface LearnerConflict {
  message: string;
  names: string[];
}

export function learnerConflictOf(error: unknown): LearnerConflict | null {
  if (!isApiError(error, 409) || error.code !== "SLOT_CONFLICT") return null;
  const names = error.details
    .filter((detail) => detail.field === LEARNER_CONFLICT_FIELD)
    .map((detail) => detail.message);
  return names.length > 0 ? { message: error.message, names } : null;
}
