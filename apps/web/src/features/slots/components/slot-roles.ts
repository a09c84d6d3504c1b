import { ADMIN_ROLES, type Role } from "@campus/contracts/roles";

/** An administrator of the company (superadmin, superadmincom, admin): the API's rule for slots. */
export function isAdministrator(roles: readonly Role[]): boolean {
  return roles.some((role) => ADMIN_ROLES.includes(role));
}
