import { z } from "zod";
import type { Access } from "./access.ts";
import { pageOf, pageQuerySchema, text } from "./common.ts";
import { companyIdSchema } from "./companies.ts";
import { ADMIN_ROLES, type Role } from "./roles.ts";
import { passwordInputSchema, USER_ACCOUNT_SORTS, userAccountSchema } from "./user-accounts.ts";

/** The roles that make an account an administrator of its company. */
export const ADMINISTRATOR_ROLES = ["admin", "superadmincom"] as const satisfies readonly Role[];
export const administratorRoleSchema = z.enum(ADMINISTRATOR_ROLES);
export type AdministratorRole = z.infer<typeof administratorRoleSchema>;

/** Who manages administrators: the company's super administrator and the platform operator. */
const ADMINISTRATOR_MANAGERS: readonly Role[] = ["superadmin", "superadmincom"];

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

export const ADMINISTRATORS_API = {
  "GET /api/administrators": ADMIN_ROLES,
  "GET /api/administrators/:id": ADMIN_ROLES,
  "POST /api/administrators": ADMINISTRATOR_MANAGERS,
  "PATCH /api/administrators/:id": ADMINISTRATOR_MANAGERS,
  "DELETE /api/administrators/:id": ADMINISTRATOR_MANAGERS,
} as const satisfies Record<string, Access>;
