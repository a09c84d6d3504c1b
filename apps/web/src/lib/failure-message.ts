import { ERROR_CODES, type ErrorCode } from "@campus/contracts/errors";
import { MESSAGES } from "@campus/contracts/messages";
import { isApiError } from "./api-client.ts";

/** The codes whose catalogue message is the specification's English, never shown after an English failure. */
const ENGLISH_CODES = new Set<ErrorCode>([
  "INTERNAL",
  "INVALID_EMAIL",
  "WEAK_PASSWORD",
  "USER_NOT_FOUND",
  "WRONG_PASSWORD",
  "USER_DISABLED",
  "EMAIL_IN_USE",
]);
/**
 * Codes whose sentence adds nothing a person can act on after « Enregistrement échoué »: the English ones
 * (a fault; the sign-in page words the others), a record gone (a 404 never names what it hides), a session
 * gone.
 */
const UNEXPLAINED_CODES = new Set<ErrorCode>([...ENGLISH_CODES, "NOT_FOUND", "UNAUTHENTICATED"]);
/** The generic sentences of the catalogue: a refusal that only says it is one. */
const GENERIC_MESSAGES = new Set<string>(
  (["VALIDATION", "FORBIDDEN", "CONFLICT"] as const).map((code) => ERROR_CODES[code].message),
);

/**
 * The refusals a proxy or the server's body limit may answer without our JSON body (an empty or HTML
 * page): the catalogue's sentence of the same status.
 */
const BODYLESS_REFUSALS: Readonly<Record<number, ErrorCode>> = {
  413: "TOO_LARGE",
  415: "UNSUPPORTED_FILE_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** At most this many of a refusal's per-field details follow a generic sentence. */
const MAX_DETAILS = 3;

/**
 * The server's French reason for refusing (a file type, a size, a quota, a rate limit, a conflict, a rule),
 * or null when it gave none worth showing: not an answer of the API, a server fault (5xx), a signed-out
 * session (401, handled by the sign-in), or a generic sentence without details. A generic sentence with
 * per-field details (« Veuillez vérifier les paramètres. ») gives way to those details.
 */
export function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  const bodyless = BODYLESS_REFUSALS[error.status];
  if (error.code === "INTERNAL" && bodyless) return ERROR_CODES[bodyless].message;
  if (UNEXPLAINED_CODES.has(error.code as ErrorCode)) return null;
  if (GENERIC_MESSAGES.has(error.message)) {
    const details = [...new Set(error.details.map((detail) => detail.message.trim()).filter(Boolean))];
    return details.length > 0 ? details.slice(0, MAX_DETAILS).join(" ; ") : null;
  }
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
 * A refusal as one French sentence: the server's reason, else the catalogue's sentence of its code; null
 * for a fault (a 5xx, the network) or a code whose catalogue sentence is the specification's English.
 */
export function refusalSentence(error: unknown): string | null {
  return serverReason(error) ?? catalogueSentence(error);
}

/** The catalogue's sentence of a refusal's code when it is French (not the specification's English ones). */
function catalogueSentence(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  const code = error.code as ErrorCode;
  if (!(code in ERROR_CODES) || ENGLISH_CODES.has(code)) return null;
  return ERROR_CODES[code].message;
}

/**
 * What a person reads when an action fails: the catalogue's failure ("Suppression échouée"), followed by
 * the server's reason when it gave one; after an English failure of the specification (« Error on
 * upload »), the reason alone, or the catalogue's French sentence of the refusal's code; the English
 * failure stays only for a fault (a 5xx, the network).
 */
export function failureMessage(catalogueMessage: string, error: unknown): string {
  const reason = serverReason(error);
  const isEnglish = ENGLISH_FAILURES.has(catalogueMessage);
  if (!reason) return (isEnglish && catalogueSentence(error)) || catalogueMessage;
  return isEnglish ? reason : `${catalogueMessage} : ${reason}`;
}
