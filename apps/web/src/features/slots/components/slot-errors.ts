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
