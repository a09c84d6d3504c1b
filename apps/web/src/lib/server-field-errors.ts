import { isApiError } from "./api-client.ts";

/**
 * Puts an API error's field messages (its `field`, or the `details` of a 400) under the form's
 * fields of those names; returns whether any went under a field. For react-hook-form's `setError`.
 */
export function setServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (
    field: Field,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): boolean {
  if (!isApiError(error)) return false;
  const isField = (name: string | undefined): name is Field => fields.some((field) => field === name);
  const entries: { field: Field; message: string }[] = [];
  if (isField(error.field)) entries.push({ field: error.field, message: error.message });
  for (const detail of error.details) {
    if (isField(detail.field) && !entries.some((entry) => entry.field === detail.field)) {
      entries.push({ field: detail.field, message: detail.message });
    }
  }
  entries.forEach((entry, index) => {
    setError(entry.field, { type: "server", message: entry.message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
