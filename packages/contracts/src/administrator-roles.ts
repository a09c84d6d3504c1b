// Without zod: the administrators' list (their home) reads these on its first load; the schemas are in
// administrators.ts.
import type { Access } from "./access.ts";
import { ADMIN_ROLES, type Role } from "./roles.ts";

/** The roles that make an account an administrator of its company. */
export const ADMINISTRATOR_ROLES = ["admin", "superadmincom"] as const satisfies readonly Role[];

/** Who manages administrators: the company's super administrator and the platform operator. */
const ADMINISTRATOR_MANAGERS: readonly Role[] = ["superadmin", "superadmincom"];

export const ADMINISTRATORS_API = {
  "GET /api/administrators": ADMIN_ROLES,
  "GET /api/administrators/:id": ADMIN_ROLES,
  "POST /api/administrators": ADMINISTRATOR_MANAGERS,
  "PATCH /api/administrators/:id": ADMINISTRATOR_MANAGERS,
  "DELETE /api/administrators/:id": ADMINISTRATOR_MANAGERS,
} as const satisfies Record<string, Access>;
