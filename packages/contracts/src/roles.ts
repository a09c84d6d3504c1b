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

/** Staff: an administrator or a teacher (everyone but a pure student). */
export function hasStaffRole(roles: readonly Role[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

/** The platform operator (superadmin): the one who sees every company and its operators' accounts. */
export const hasPlatformOperatorRole = (roles: readonly Role[]): boolean => roles.includes("superadmin");

/** A company super administrator (superadmincom): customises the company's branding. */
export const hasCompanySuperAdministratorRole = (roles: readonly Role[]): boolean =>
  roles.includes("superadmincom");

/** Holds the teacher role (whatever else they hold). */
export const hasTeacherRole = (roles: readonly Role[]): boolean => roles.includes("teacher");

/** Holds the student role (whatever else they hold): sees what a learner sees of their own courses. */
export const hasStudentRole = (roles: readonly Role[]): boolean => roles.includes("student");

/**
 * A student and nothing else: the one definition of "a student" for a rule that only learners follow
 * (their own rows only, their own boxes, the whitelist at sign-in).
 */
export function isStudentOnly(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((role) => role === "student");
}

/** The roles whose accounts the caller may see: the platform operators' only by an operator. */
export function visibleAccountRoles(roles: readonly Role[]): readonly Role[] {
  return hasPlatformOperatorRole(roles) ? ROLES : ROLES.filter((role) => role !== "superadmin");
}

/**
 * The roles a user may hand out, and so the accounts they may manage: the platform operator any; a
 * company super administrator all but superadmin; an administrator only teachers and students
 * (administrators are the super administrator's business). The server enforces it; the web hides
 * what the server would refuse, with this same function.
 */
export function grantableRoles(roles: readonly Role[]): readonly Role[] {
  if (hasPlatformOperatorRole(roles)) return ROLES;
  if (hasCompanySuperAdministratorRole(roles)) return ["superadmincom", "admin", "teacher", "student"];
  if (roles.includes("admin")) return ["teacher", "student"];
  return [];
}

/** Whether a user may manage an account: their own, or one whose every role they could have granted. */
export function canManageAccount(
  me: { id: string; roles: readonly Role[] },
  account: { id: string; roles: readonly Role[] },
): boolean {
  if (account.id === me.id) return true;
  return mayGrantRoles(me.roles, account.roles);
}

/** Whether the caller may hand out every one of `wanted`. */
export function mayGrantRoles(roles: readonly Role[], wanted: readonly Role[]): boolean {
  const grantable = grantableRoles(roles);
  return wanted.every((role) => grantable.includes(role));
}
