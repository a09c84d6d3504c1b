import { personName } from "@campus/contracts/people";
import { canManageAccount, grantableRoles, ROLES, type Role } from "@campus/contracts/roles";
import {
  passwordPolicySchema,
  USER_ACCOUNT_MESSAGES,
  type UserAccount,
} from "@campus/contracts/user-accounts";
import { arrayContains, not, type SQL } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { toUserProfile } from "./user-profile.ts";

type UserRow = typeof users.$inferSelect;

// ---------------------------------------------------------------------------
// Account rules shared with the administrators module.

/** Throws PASSWORD_POLICY on `password` unless the password follows the specification's rule. */
export function assertPasswordPolicy(password: string): void {
  if (!passwordPolicySchema.safeParse(password).success) {
    throw new AppError("PASSWORD_POLICY", { field: "password" });
  }
}

export const isPlatformOperator = (ctx: Ctx) => ctx.roles.includes("superadmin");

export function assertCanGrant(ctx: Ctx, roles: readonly Role[]): void {
  const grantable = grantableRoles(ctx.roles);
  if (!roles.every((role) => grantable.includes(role))) {
    throw new AppError("FORBIDDEN", { field: "roles", message: USER_ACCOUNT_MESSAGES.cannotGrantRole });
  }
}

/** A caller may manage their own account and any account whose roles it could have granted. */
export function assertCanManage(ctx: Ctx, target: UserRow): void {
  if (!canManageAccount({ id: ctx.userId, roles: ctx.roles }, target)) {
    throw new AppError("FORBIDDEN", { message: USER_ACCOUNT_MESSAGES.cannotManageAccount });
  }
}

/** Roles in the canonical order, without duplicates. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** Only the platform operator sees the accounts of the platform operators. */
export function visibleTo(ctx: Ctx): SQL | undefined {
  return isPlatformOperator(ctx) ? undefined : not(arrayContains(users.roles, ["superadmin"]));
}

/** An account as the user and administrator lists show it. */
export function toUserAccount(row: UserRow): UserAccount {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    displayName: row.displayName || personName(row),
    photoUrl: row.photoUrl,
    phoneNumber: row.phoneNumber,
    roles: row.roles,
    disabled: row.disabled,
    companyId: row.companyId,
    instance: row.instance,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an account: the profile, never the password hash. */
export const auditSnapshot = (row: UserRow) => {
  const { createdAt: _c, updatedAt: _u, ...profile } = toUserProfile(row);
  return profile;
};
