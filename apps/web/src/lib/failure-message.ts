import { ERROR_CODES } from "@campus/contracts/errors";
import { isApiError } from "./api-client.ts";

/** Codes whose message explains a business rule the user can act on ("last instance", "own account"). */
const EXPLAINED_CODES = new Set(["VALIDATION", "CONFLICT", "FORBIDDEN"]);
const GENERIC_MESSAGES = new Set<string>(Object.values(ERROR_CODES).map((entry) => entry.message));

/**
 * The catalogue's failure message ("Suppression échouée"), followed by the server's
 * reason when it names a rule rather than a generic failure.
 */
export function failureMessage(catalogueMessage: string, error: unknown): string {
  if (!isApiError(error) || !EXPLAINED_CODES.has(error.code) || GENERIC_MESSAGES.has(error.message)) {
    return catalogueMessage;
  }
  return `${catalogueMessage} : ${error.message}`;
}
