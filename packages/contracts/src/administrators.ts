import { z } from "zod";
import { ADMINISTRATOR_ROLES } from "./administrator-roles.ts";
import { pageOf, pageQuerySchema, text } from "./common.ts";
import { companyIdSchema } from "./companies.ts";
import { USER_ACCOUNT_SORTS } from "./user-account-sorts.ts";
import { passwordInputSchema, userAccountSchema } from "./user-accounts.ts";

export const administratorRoleSchema = z.enum(ADMINISTRATOR_ROLES);
export type AdministratorRole = z.infer<typeof administratorRoleSchema>;

export const administratorSchema = userAccountSchema;
export type Administrator = z.infer<typeof administratorSchema>;
export const administratorPageSchema = pageOf(administratorSchema);

/**
 * `companyId` lets the platform superadmin pick the company; anyone else may only name
 * their own (another company answers 404).
 */
export const administratorScopeQuerySchema = z.object({ companyId: companyIdSchema.optional() });
export type AdministratorScopeQuery = z.infer<typeof administratorScopeQuerySchema>;

export const administratorListQuerySchema = pageQuerySchema
  .extend(administratorScopeQuerySchema.shape)
  .extend({
    sort: z.enum(USER_ACCOUNT_SORTS).default("name"),
  });
export type AdministratorListQuery = z.infer<typeof administratorListQuerySchema>;
/** The platform's view of a company's administrators: the company is named by the path. */
export const companyAdministratorsQuerySchema = administratorListQuerySchema.omit({ companyId: true });

const name = text().trim().min(1).max(100);

export const createAdministratorBodySchema = z.object({
  email: z.email().max(254),
  firstname: name,
  lastname: name,
  phoneNumber: text().trim().max(40).nullable().optional(),
  roles: z.array(administratorRoleSchema).min(1).max(2),
  /** Chosen by the creator; must follow `passwordPolicySchema`. */
  password: passwordInputSchema,
});
export type CreateAdministratorBody = z.infer<typeof createAdministratorBodySchema>;

export const updateAdministratorBodySchema = z.object({
  firstname: name.optional(),
  lastname: name.optional(),
  phoneNumber: text().trim().max(40).nullable().optional(),
  /** Replaces the administrator roles; any other role the account holds is kept. */
  roles: z.array(administratorRoleSchema).min(1).max(2).optional(),
});
export type UpdateAdministratorBody = z.infer<typeof updateAdministratorBodySchema>;

export const administratorIdParamSchema = z.object({ id: z.uuid() });
