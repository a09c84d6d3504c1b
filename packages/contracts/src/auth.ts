import { z } from "zod";
import { text } from "./common.ts";
import { companyBrandingSchema } from "./companies.ts";
import { EMAIL_PATTERN, SIGN_IN_MIN_PASSWORD } from "./sign-in.ts";
import { userProfileSchema } from "./users.ts";

export const loginBodySchema = z.object({
  email: text().trim().max(254).default(""),
  password: text().max(512).default(""),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user's own profile: the user profile, their own preferences, their company's branding. */
export const meSchema = userProfileSchema.extend({
  /** Wants the e-mail digest of unread messages (sent only when the server's MESSAGE_DIGEST_HOURS is set). */
  messageDigest: z.boolean(),
  company: companyBrandingSchema,
  home: text(),
  /**
   * The password was set by an administrator (new account, reset): until the user chooses their own,
   * the API refuses every other route with PASSWORD_CHANGE_REQUIRED and the web shows only that form.
   */
  mustChangePassword: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.object({ token: text(), user: meSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const readySchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  reason: z.enum(["database", "migrations"]).optional(),
});

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

export const unreadCountSchema = z.object({ count: z.number().int() });

/** Sign-in e-mail check, the same on both sides. */
export const emailSchema = z.email({ pattern: EMAIL_PATTERN });
export { SIGN_IN_MIN_PASSWORD };
