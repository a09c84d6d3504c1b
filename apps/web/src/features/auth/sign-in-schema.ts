import { emailSchema, SIGN_IN_MIN_PASSWORD } from "@campus/contracts/auth";
import { ERROR_CODES } from "@campus/contracts/errors";
import { z } from "zod";

/** The server's sign-in checks, run before sending so the user sees them at once. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => emailSchema.safeParse(email.toLowerCase()).success, ERROR_CODES.INVALID_EMAIL.message),
  password: z.string().min(SIGN_IN_MIN_PASSWORD, ERROR_CODES.WEAK_PASSWORD.message),
});

export type SignInValues = z.input<typeof signInSchema>;
