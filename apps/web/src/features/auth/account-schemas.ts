import { emailSchema } from "@campus/contracts/auth";
import { ERROR_CODES } from "@campus/contracts/errors";
import { PROFILE_MESSAGES } from "@campus/contracts/profile";
import { passwordPolicySchema } from "@campus/contracts/user-accounts";
import { z } from "zod";

const email = z
  .string()
  .trim()
  .refine((value) => emailSchema.safeParse(value.toLowerCase()).success, ERROR_CODES.INVALID_EMAIL.message);

/** An e-mail only: asking for a sign-in link, a reset link, a new code. */
export const emailFormSchema = z.object({ email });
export type EmailFormValues = z.input<typeof emailFormSchema>;

/** A new password under the specification's rule, typed twice alike. */
export const newPasswordFormSchema = z
  .object({ password: passwordPolicySchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    message: PROFILE_MESSAGES.passwordsDiffer,
  });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

export const registerFormSchema = z.object({ email }).and(newPasswordFormSchema);
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const registerOpenFormSchema = z
  .object({
    firstname: z.string().trim().min(1, "Indiquez votre prénom.").max(100),
    lastname: z.string().trim().min(1, "Indiquez votre nom.").max(100),
    email,
  })
  .and(newPasswordFormSchema);
export type RegisterOpenFormValues = z.input<typeof registerOpenFormSchema>;

/**
 * The e-mail the verification page is about: `?email=` of the registration's redirect; and the school
 * the registration page wore (`?entreprise=`), whose colours the verification page keeps.
 */
export const verifyPath = (address: string, companyId: string | null) =>
  `/auth/verify?email=${encodeURIComponent(address)}${companyId ? `&entreprise=${encodeURIComponent(companyId)}` : ""}`;
