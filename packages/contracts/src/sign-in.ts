// The sign-in page's rules without zod, so that the page does not ship a schema library: the schemas
// of auth.ts, companies.ts and errors.ts are built from these constants, and the page reads them here.

/** zod's own e-mail pattern (`z.regexes.email`), the one `z.email()` checks. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A company's identifier, as in `?entreprise=` of the sign-in page. */
export const COMPANY_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

export const SIGN_IN_MIN_PASSWORD = 6;

export const INVALID_EMAIL_MESSAGE = "The email address is not valid.";
export const WEAK_PASSWORD_MESSAGE = "Password should be at least 6 characters";
