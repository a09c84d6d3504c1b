import { z } from "zod";
import { loginResponseSchema } from "./auth.ts";
import { text } from "./common.ts";
import { passwordInputSchema } from "./user-accounts.ts";

/** Lifetimes of the secrets sent by e-mail (issue 13). */
export const VERIFY_CODE_MINUTES = 10;
export const VERIFY_CODE_MAX_TRIES = 5;
/** Wrong codes an account may try over 24 hours, all its codes together (a new code adds no tries). */
export const VERIFY_TRIES_PER_DAY = 15;
export const LOGIN_LINK_MINUTES = 15;
export const RESET_LINK_MINUTES = 60;
/** Seconds before a new verification code may be sent to the same account. */
export const RESEND_COOLDOWN_SECONDS = 60;

const emailInput = text().trim().max(254);

export const registerBodySchema = z.object({
  /** The company whose student record holds this e-mail; optional when only one company has it. */
  companyId: text().trim().max(32).optional(),
  email: emailInput,
  password: passwordInputSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerOpenBodySchema = z.object({
  companyId: text().trim().min(1).max(32),
  email: emailInput,
  password: passwordInputSchema,
  firstname: text().trim().min(1).max(100),
  lastname: text().trim().min(1).max(100),
});
export type RegisterOpenBody = z.infer<typeof registerOpenBodySchema>;

/** Where the account stands after registering: it must verify its e-mail (and, open registration, be approved). */
export const registerResponseSchema = z.object({
  email: text(),
  pendingApproval: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const verifyBodySchema = z.object({
  email: emailInput,
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Le code comporte 6 chiffres."),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** A verified account signs in at once; one waiting for an administrator gets no session. */
export const verifyResponseSchema = z.union([
  loginResponseSchema,
  z.object({ pendingApproval: z.literal(true) }),
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const emailBodySchema = z.object({ email: emailInput });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const tokenBodySchema = z.object({ token: text().trim().min(1).max(200) });
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const resetPasswordWithTokenBodySchema = z.object({
  token: text().trim().min(1).max(200),
  password: passwordInputSchema,
});
export type ResetPasswordWithTokenBody = z.infer<typeof resetPasswordWithTokenBodySchema>;

export const ACCOUNT_MESSAGES = {
  /** The same answer whether the e-mail has an account or not. */
  linkSent: "Si un compte correspond à cette adresse, un e-mail vient de lui être envoyé.",
  codeSent: "Un code de vérification à 6 chiffres vient de vous être envoyé par e-mail.",
  verified: "Adresse e-mail vérifiée.",
  passwordReset: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
  pendingApproval:
    "Votre demande est enregistrée : un administrateur doit l'approuver avant votre première connexion.",
  adminLinkSent: "Lien de connexion envoyé.",
} as const;

/** Largest profile photo accepted (bytes); it is cropped to a square of PHOTO_SIZE pixels. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MESSAGES = {
  saved: "Photo enregistrée",
  removed: "Photo retirée",
  invalid: "Photo non reconnue : importez une image PNG, JPEG ou WebP.",
  tooLarge: "La photo dépasse 5 Mo.",
} as const;

/** A profile photo's path: `/api/photos/:userId/:file`. */
export const photoParamsSchema = z.object({ userId: text().max(40), file: text().max(80) });
