import { z } from "zod";
import { companyBrandingSchema } from "./companies.ts";
import { userProfileSchema } from "./users.ts";

export const loginBodySchema = z.object({
  email: z.string().trim().max(254).default(""),
  password: z.string().max(512).default(""),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const meSchema = userProfileSchema.extend({
  company: companyBrandingSchema,
  home: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: meSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

export const unreadCountSchema = z.object({ count: z.number().int() });

/** Sign-in e-mail check, the same on both sides. */
export const emailSchema = z.email();
export const SIGN_IN_MIN_PASSWORD = 6;
