import { z } from "zod";
import { FRENCH_POSTCODE, POSTCODE_MESSAGE, pageOf, pageQuerySchema, text } from "./common.ts";
import { MESSAGES } from "./messages.ts";
import { roleSchema } from "./role-schema.ts";
import { USER_ACCOUNT_SORTS } from "./user-account-sorts.ts";
import { userCardSchema } from "./users.ts";

/** Special characters the password policy accepts (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*";

/**
 * The specification's password rule (section 5), for resets and for passwords chosen by
 * an administrator: 8+ characters with a lowercase letter, an uppercase letter, a digit
 * and one of !@#$%^&*. The web form and the server both use it; the server answers a
 * failure as PASSWORD_POLICY on the `password` field.
 */
export const passwordPolicySchema = text()
  .min(8, MESSAGES.passwordPolicy)
  .max(512, MESSAGES.passwordPolicy)
  .regex(/[a-z]/, MESSAGES.passwordPolicy)
  .regex(/[A-Z]/, MESSAGES.passwordPolicy)
  .regex(/[0-9]/, MESSAGES.passwordPolicy)
  .regex(/[!@#$%^&*]/, MESSAGES.passwordPolicy);

/**
 * A password as the API receives it: any string, checked against `passwordPolicySchema`
 * by the service so that a failure carries the PASSWORD_POLICY code, not VALIDATION.
 */
export const passwordInputSchema = text().max(512);

/** The stringly booleans of a query string ("true"/"false", "1"/"0"). */
export const queryBooleanSchema = z.stringbool();

const name = text().trim().min(1).max(100);
const optionalText = (max: number) => text().trim().max(max).nullable().optional();

/** A sign-in account as the user screens list it. */
export const userAccountSchema = z.object({
  id: text(),
  email: text(),
  firstname: text(),
  lastname: text(),
  displayName: text(),
  photoUrl: text().nullable(),
  phoneNumber: text().nullable(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  companyId: text(),
  instance: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/** An account of the `/api/users` list: in full for administrators and the person, else its card. */
export const userAccountEntrySchema = z.discriminatedUnion("view", [
  userAccountSchema.extend({ view: z.literal("full") }),
  userCardSchema,
]);
export type UserAccountEntry = z.infer<typeof userAccountEntrySchema>;
export const userAccountPageSchema = pageOf(userAccountEntrySchema);

export const userAccountListQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  disabled: queryBooleanSchema.optional(),
  sort: z.enum(USER_ACCOUNT_SORTS).default("name"),
});
export type UserAccountListQuery = z.infer<typeof userAccountListQuerySchema>;

export const createUserAccountBodySchema = z.object({
  email: z.email().max(254),
  firstname: name,
  lastname: name,
  phoneNumber: optionalText(40),
  roles: z.array(roleSchema).min(1).max(5),
  password: passwordInputSchema,
  /** Defaults to the creator's instance. */
  instance: text().trim().min(1).max(40).optional(),
});
export type CreateUserAccountBody = z.infer<typeof createUserAccountBodySchema>;

/** Profile fields an administrator may change, and the roles. */
export const updateUserAccountBodySchema = z.object({
  firstname: name.optional(),
  lastname: name.optional(),
  phoneNumber: optionalText(40),
  emailPerso: z.email().max(254).nullable().optional(),
  country: optionalText(100),
  address: optionalText(300),
  state: optionalText(100),
  city: optionalText(100),
  zipCode: text()
    .trim()
    .refine((value) => value === "" || FRENCH_POSTCODE.test(value), POSTCODE_MESSAGE)
    .nullable()
    .optional(),
  about: optionalText(2000),
  roles: z.array(roleSchema).min(1).max(5).optional(),
});
export type UpdateUserAccountBody = z.infer<typeof updateUserAccountBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordInputSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const userIdParamSchema = z.object({ id: z.uuid() });

/** French messages of the account rules. */
export const USER_ACCOUNT_MESSAGES = {
  cannotDisableSelf: "Vous ne pouvez pas désactiver votre propre compte.",
  cannotDeleteSelf: "Vous ne pouvez pas supprimer votre propre compte.",
  cannotChangeOwnRoles: "Vous ne pouvez pas modifier vos propres rôles.",
  cannotGrantRole: "Vous ne pouvez pas attribuer ce rôle.",
  cannotManageAccount: "Vous ne pouvez pas modifier ce compte.",
  unknownInstance: "Instance inconnue.",
} as const;
