import { personName } from "@campus/contracts/people";
import { ROLES, type Role } from "@campus/contracts/roles";
import { passwordPolicySchema, type UserAccount } from "@campus/contracts/user-accounts";
import type { users } from "../../db/schema/index.ts";
import { AppError } from "../../platform/errors.ts";
import { toUserProfile } from "./users.profile.rules.ts";

type UserRow = typeof users.$inferSelect;

// ---------------------------------------------------------------------------
// Account rules shared with the administrators module.

/** Throws PASSWORD_POLICY on `password` unless the password follows the specification's rule. */
export function assertPasswordPolicy(password: string): void {
  if (!passwordPolicySchema.safeParse(password).success) {
    throw new AppError("PASSWORD_POLICY", { field: "password" });
  }
}

/** Roles in the canonical order, without duplicates. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
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
