import { ROLES, type Role } from "@campus/contracts/roles";
import type { UserAccount } from "@campus/contracts/user-accounts";

/**
 * The roles a user may hand out, and so the accounts they may manage. Mirrors
 * `grantableRoles` of the API's users service, which enforces it: this only hides
 * what the server would refuse.
 */
export function grantableRoles(roles: readonly Role[]): readonly Role[] {
  if (roles.includes("superadmin")) return ROLES;
  if (roles.includes("superadmincom")) return ["superadmincom", "admin", "teacher", "student"];
  if (roles.includes("admin")) return ["teacher", "student"];
  return [];
}

/** Whether `me` may change, disable, reset or delete `account` (their own included, as the server allows). */
export function canManageAccount(me: { id: string; roles: readonly Role[] }, account: UserAccount): boolean {
  if (account.id === me.id) return true;
  const grantable = grantableRoles(me.roles);
  return account.roles.every((role) => grantable.includes(role));
}

/** The roles offered in the filters: every role, but the platform operator's only to the platform operator. */
export function listedRoles(roles: readonly Role[]): readonly Role[] {
  return roles.includes("superadmin") ? ROLES : ROLES.filter((role) => role !== "superadmin");
}
