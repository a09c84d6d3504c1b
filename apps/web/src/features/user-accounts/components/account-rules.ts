import { ROLES, type Role } from "@campus/contracts/roles";

/** The roles offered in the filters: every role, but the platform operator's only to the platform operator. */
export function listedRoles(roles: readonly Role[]): readonly Role[] {
  return roles.includes("superadmin") ? ROLES : ROLES.filter((role) => role !== "superadmin");
}
