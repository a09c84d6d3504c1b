import { isApiError } from "../../../lib/api-client.ts";
import { failureMessage } from "../../../lib/failure-message.ts";

/**
 * The catalogue's failure message, followed by the server's reason for a booking clash
 * ("La salle … est déjà réservée") as for the other business rules.
 */
export function slotFailureMessage(catalogueMessage: string, error: unknown): string {
  if (isApiError(error) && error.code === "SLOT_CONFLICT") return `${catalogueMessage} : ${error.message}`;
  return failureMessage(catalogueMessage, error);
}

/** The field messages of a failed save: its `field`, then the `details` of a 400. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!isApiError(error)) return [];
  const entries = error.field ? [{ field: error.field, message: error.message }] : [];
  for (const detail of error.details) {
    if (!entries.some((entry) => entry.field === detail.field)) entries.push(detail);
  }
  return entries;
}
