import { describe, expect, it } from "vitest";
import { canManageAccount, grantableRoles } from "./roles.ts";
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
