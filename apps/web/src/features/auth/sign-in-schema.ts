import {
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  SIGN_IN_MIN_PASSWORD,
  WEAK_PASSWORD_MESSAGE,
} from "@campus/contracts/sign-in";

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/**
 * The server's sign-in checks, run before sending so the user sees them at once. Without zod: the
 * sign-in page is the first one most users load.
 */
export function checkSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim().toLowerCase())) errors.email = INVALID_EMAIL_MESSAGE;
  if (values.password.length < SIGN_IN_MIN_PASSWORD) errors.password = WEAK_PASSWORD_MESSAGE;
  return errors;
}
