// Without zod: the signed-in shell reads the labels and rules below on its first load; the schema is
// in role-schema.ts.

/** Role codes, in the order used to pick a home: the last match wins. */
export const ROLES = ["superadmin", "superadmincom", "admin", "teacher", "student"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: "Super administrateur plateforme",
  superadmincom: "Super administrateur",
  admin: "Administrateur",
  teacher: "Professeur",
  student: "Apprenant",
};

const HOME_BY_ROLE: Record<Role, string> = {
  superadmin: "/dashboard/entreprises",
  superadmincom: "/dashboard/administrateurs",
  admin: "/dashboard/administrateurs",
  teacher: "/dashboard/app",
  student: "/dashboard/app",
};

/** Home route of a user: the last matching role in the order of ROLES wins (spec section 2). */
export function homeForRoles(roles: readonly Role[]): string {
  let home = "/dashboard/app";
  for (const role of ROLES) {
    if (roles.includes(role)) home = HOME_BY_ROLE[role];
  }
  return home;
}

/** The label shown under the user's name in the side menu: the highest role wins. */
export function roleLabel(roles: readonly Role[]): string {
  const first = ROLES.find((role) => roles.includes(role));
  return first ? ROLE_LABELS[first] : "";
}

export const ADMIN_ROLES: readonly Role[] = ["superadmin", "superadmincom", "admin"];

/** An administrator of the company (superadmin, superadmincom or admin): the one rule, on both sides. */
export function isAdministrator(roles: readonly Role[]): boolean {
  return roles.some((role) => ADMIN_ROLES.includes(role));
}
export const STAFF_ROLES: readonly Role[] = ["superadmin", "superadmincom", "admin", "teacher"];
export const ALL_ROLES: readonly Role[] = [...ROLES];

/**
 * The roles a user may hand out, and so the accounts they may manage: the platform operator any; a
 * company super administrator all but superadmin; an administrator only teachers and students
 * (administrators are the super administrator's business). The server enforces it; the web hides
 * what the server would refuse, with this same function.
 */
export function grantableRoles(roles: readonly Role[]): readonly Role[] {
  if (roles.includes("superadmin")) return ROLES;
  if (roles.includes("superadmincom")) return ["superadmincom", "admin", "teacher", "student"];
  if (roles.includes("admin")) return ["teacher", "student"];
  return [];
}

/** Whether a user may manage an account: their own, or one whose every role they could have granted. */
export function canManageAccount(
  me: { id: string; roles: readonly Role[] },
  account: { id: string; roles: readonly Role[] },
): boolean {
  if (account.id === me.id) return true;
  const grantable = grantableRoles(me.roles);
  return account.roles.every((role) => grantable.includes(role));
}
