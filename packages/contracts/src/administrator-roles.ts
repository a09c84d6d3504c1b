// Without zod: the administrators' list (their home) reads these on its first load; the schemas are in
// administrators.ts, the endpoints in administrators.endpoints.ts.
import type { Role } from "./roles.ts";

/** The roles that make an account an administrator of its company. */
export const ADMINISTRATOR_ROLES = ["admin", "superadmincom"] as const satisfies readonly Role[];

/** Whether a role is one of the administrator roles (the ones the administrators' screens change). */
export const isAdministratorRole = (role: Role): boolean =>
  (ADMINISTRATOR_ROLES as readonly Role[]).includes(role);
