import { describe, expect, it } from "vitest";
import { isAdministratorRole } from "./administrator-roles.ts";
import {
  canManageAccount,
  grantableRoles,
  hasCompanySuperAdministratorRole,
  hasPlatformOperatorRole,
  hasStaffRole,
  hasStudentRole,
  hasTeacherRole,
  isAdministrator,
  isStudentOnly,
  mayGrantRoles,
  ROLES,
  visibleAccountRoles,
} from "./roles.ts";
import type { UserAccount } from "./user-accounts.ts";

const account = (id: string, roles: UserAccount["roles"]): UserAccount => ({
  id,
  email: `${id}@example.com`,
  firstname: id,
  lastname: id,
  displayName: id,
  photoUrl: null,
  phoneNumber: null,
  roles,
  disabled: false,
  companyId: "horizon",
  instance: "principal",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("who may grant which role, and manage which account (the server enforces it, the web hides the rest)", () => {
  it("lets an admin grant only teacher and student", () => {
    expect(grantableRoles(["admin"])).toEqual(["teacher", "student"]);
    expect(grantableRoles(["teacher"])).toEqual([]);
  });

  it("lets an admin manage teachers, students and their own account, not a super administrator", () => {
    const me = { id: "me", roles: ["admin"] as const };
    expect(canManageAccount(me, account("t", ["teacher"]))).toBe(true);
    expect(canManageAccount(me, account("me", ["admin"]))).toBe(true);
    expect(canManageAccount(me, account("boss", ["superadmincom"]))).toBe(false);
    expect(canManageAccount(me, account("other", ["admin"]))).toBe(false);
  });

  it("lets a company super administrator manage every account but the platform operator's", () => {
    const me = { id: "me", roles: ["superadmincom"] as const };
    expect(canManageAccount(me, account("a", ["admin", "teacher"]))).toBe(true);
    expect(canManageAccount(me, account("p", ["superadmin"]))).toBe(false);
  });
});

describe("who is who: the role predicates both sides decide with", () => {
  it("calls staff every administrator and teacher, never a pure student", () => {
    expect(hasStaffRole(["teacher"])).toBe(true);
    expect(hasStaffRole(["superadmin"])).toBe(true);
    expect(hasStaffRole(["student"])).toBe(false);
    expect(hasStaffRole(["teacher", "student"])).toBe(true);
  });

  it("counts the three administrator roles as administrators, and only two as the company's administrator roles", () => {
    expect(ROLES.map((role) => isAdministrator([role]))).toEqual([true, true, true, false, false]);
    expect(isAdministratorRole("admin")).toBe(true);
    expect(isAdministratorRole("superadmincom")).toBe(true);
    expect(isAdministratorRole("superadmin")).toBe(false);
    expect(isAdministratorRole("teacher")).toBe(false);
  });

  it("defines a student once: the student role and no other", () => {
    expect(isStudentOnly(["student"])).toBe(true);
    expect(isStudentOnly(["teacher", "student"])).toBe(false);
    expect(isStudentOnly(["admin"])).toBe(false);
    expect(isStudentOnly([])).toBe(false);
    expect(hasStudentRole(["teacher", "student"])).toBe(true);
    expect(hasTeacherRole(["teacher", "student"])).toBe(true);
    expect(hasTeacherRole(["admin"])).toBe(false);
  });

  it("tells the platform operator and the company super administrator apart", () => {
    expect(hasPlatformOperatorRole(["superadmin"])).toBe(true);
    expect(hasPlatformOperatorRole(["superadmincom"])).toBe(false);
    expect(hasCompanySuperAdministratorRole(["superadmincom"])).toBe(true);
    expect(hasCompanySuperAdministratorRole(["superadmin"])).toBe(false);
  });

  it("shows the platform operators' accounts (and their role as a filter) only to a platform operator", () => {
    expect(visibleAccountRoles(["admin"])).not.toContain("superadmin");
    expect(visibleAccountRoles(["superadmincom"])).toEqual(["superadmincom", "admin", "teacher", "student"]);
    expect(visibleAccountRoles(["superadmin"])).toContain("superadmin");
  });

  it("lets a caller grant a set of roles only when it may grant each of them", () => {
    expect(mayGrantRoles(["admin"], ["teacher", "student"])).toBe(true);
    expect(mayGrantRoles(["admin"], ["teacher", "admin"])).toBe(false);
    expect(mayGrantRoles(["superadmincom"], ["superadmin"])).toBe(false);
    expect(mayGrantRoles(["superadmin"], ["superadmin"])).toBe(true);
    expect(mayGrantRoles(["teacher"], ["student"])).toBe(false);
  });
});
