import { ERROR_CODES, type ErrorCode } from "@campus/contracts/errors";
import { MESSAGES } from "@campus/contracts/messages";
import { isApiError } from "./api-client.ts";

/**
 * Codes whose sentence adds nothing a person can act on after « Enregistrement échoué »: a fault, a
 * record gone (a 404 never names what it hides), and those whose catalogue message is the specification's
 * English (the sign-in page words them).
 */
const UNEXPLAINED_CODES = new Set<ErrorCode>([
  "INTERNAL",
  "NOT_FOUND",
  "UNAUTHENTICATED",
  "INVALID_EMAIL",
  "WEAK_PASSWORD",
  "USER_NOT_FOUND",
  "WRONG_PASSWORD",
  "USER_DISABLED",
  "EMAIL_IN_USE",
]);
/** The generic sentences of the catalogue: a refusal that only says it is one. */
const GENERIC_MESSAGES = new Set<string>(
  (["VALIDATION", "FORBIDDEN", "CONFLICT"] as const).map((code) => ERROR_CODES[code].message),
);

/**
 * The server's French reason for refusing (a file type, a size, a quota, a rate limit, a conflict, a rule),
 * or null when it gave none worth showing: not an answer of the API, a server fault (5xx), a signed-out
 * session (401, handled by the sign-in), or a generic sentence.
 */
export function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  if (UNEXPLAINED_CODES.has(error.code as ErrorCode) || GENERIC_MESSAGES.has(error.message)) return null;
  return error.message.trim() === "" ? null : error.message;
}

/** The specification's failures still in English: a reason is shown instead of them, not after them. */
const ENGLISH_FAILURES = new Set<string>([
  MESSAGES.uploadKo,
  MESSAGES.downloadKo,
  MESSAGES.removeFileKo,
  MESSAGES.saveUserKo,
  MESSAGES.createTeacherKo,
  MESSAGES.changePasswordKo,
  MESSAGES.logoutKo,
  MESSAGES.somethingWrong,
]);

/**
 * What a person reads when an action fails: the catalogue's failure ("Suppression échouée"), followed by
 * the server's reason when it gave one; the reason alone after an English failure of the specification
 * (« Error on upload »).
 */
export function failureMessage(catalogueMessage: string, error: unknown): string {
  const reason = serverReason(error);
  if (!reason) return catalogueMessage;
  return ENGLISH_FAILURES.has(catalogueMessage) ? reason : `${catalogueMessage} : ${reason}`;
}
