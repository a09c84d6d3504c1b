import { describe, expect, it } from "vitest";
import {
  API_PERMISSIONS,
  canOpenScreen,
  matchScreenRoute,
  mergeRouteTables,
  SCREEN_ROUTES,
} from "./permissions.ts";
import { homeForRoles, roleLabel } from "./roles.ts";

describe("home by role", () => {
  it("follows the specification: the last match in superadmin, superadmincom, admin, teacher, student wins", () => {
    expect(homeForRoles(["superadmin"])).toBe("/dashboard/entreprises");
    expect(homeForRoles(["superadmincom"])).toBe("/dashboard/administrateurs");
    expect(homeForRoles(["admin"])).toBe("/dashboard/administrateurs");
    expect(homeForRoles(["teacher"])).toBe("/dashboard/app");
    expect(homeForRoles(["student"])).toBe("/dashboard/app");
    expect(homeForRoles(["superadmin", "admin"])).toBe("/dashboard/administrateurs");
    expect(homeForRoles(["admin", "teacher"])).toBe("/dashboard/app");
  });

  it("labels the highest role", () => {
    expect(roleLabel(["admin"])).toBe("Administrateur");
    expect(roleLabel(["student"])).toBe("Apprenant");
    expect(roleLabel(["teacher", "admin"])).toBe("Administrateur");
  });
});

describe("screen routes", () => {
  it("match concrete paths, a static segment winning over a parameter", () => {
    expect(matchScreenRoute("/dashboard/teachers/42")?.path).toBe("/dashboard/teachers/:uid");
    expect(matchScreenRoute("/dashboard/chat/new")?.path).toBe("/dashboard/chat/new");
    expect(matchScreenRoute("/dashboard/horizon-admin/7")?.path).toBe("/dashboard/:company-admin/:uid");
    expect(matchScreenRoute("/dashboard/nowhere/at/all")).toBeUndefined();
  });

  it("open the whitelist to administrators only", () => {
    const whitelist = SCREEN_ROUTES.find((route) => route.path === "/dashboard/whitelist")!;
    expect(canOpenScreen(whitelist, ["student"])).toBe(false);
    expect(canOpenScreen(whitelist, ["teacher"])).toBe(false);
    expect(canOpenScreen(whitelist, ["admin"])).toBe(true);
  });

  it("list every API route once with a method and an /api path", () => {
    for (const key of Object.keys(API_PERMISSIONS))
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/|$)/);
  });
});

describe("the API permission table", () => {
  it("refuses a route that two areas list, instead of keeping one of the two rules", () => {
    const courses = { "GET /api/courses": ["admin"] } as const;
    const teaching = { "GET /api/courses": ["teacher"], "GET /api/slots": ["teacher"] } as const;
    expect(() => mergeRouteTables({ courses, teaching })).toThrow(
      "GET /api/courses is listed by both courses and teaching",
    );
    expect(mergeRouteTables({ courses, slots: { "GET /api/slots": "authenticated" } })).toEqual({
      "GET /api/courses": ["admin"],
      "GET /api/slots": "authenticated",
    });
  });
});
