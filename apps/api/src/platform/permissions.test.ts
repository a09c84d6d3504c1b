import { type Access, API_PERMISSIONS } from "@campus/contracts/permissions";
import { ROLES, type Role } from "@campus/contracts/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/harness.ts";

const ACCOUNT_BY_ROLE: Record<Role, string> = {
  superadmin: "superadmin@plateforme.example",
  superadmincom: "direction@horizon.example",
  admin: "admin@horizon.example",
  teacher: "prof@horizon.example",
  student: "apprenant@horizon.example",
};

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens.set(role, await t.login(ACCOUNT_BY_ROLE[role]));
});
afterAll(() => t.close());

function allowed(access: Access, role: Role): boolean {
  return access === "public" || access === "authenticated" || access.includes(role);
}

/** A concrete URL for a route pattern: every parameter gets an id nobody has. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, "zz-inconnu").replace("*", "zz");

describe("the permission table, walked for every role", () => {
  for (const [key, access] of Object.entries(API_PERMISSIONS) as [string, Access][]) {
    const [method, pattern] = key.split(" ") as [string, string];
    const url = concrete(pattern);
    const needsFreshToken = key === "POST /api/auth/logout";
    // A stream never ends by itself: its answer is read from its head (the server ends it at close).
    const isStream = key === "GET /api/events";

    it(`${key} without a token`, async () => {
      const response = await t.app.inject({
        method: method as "GET",
        url,
        payload: method === "GET" ? undefined : {},
      });
      if (access === "public") expect([401, 403]).not.toContain(response.statusCode);
      else expect(response.statusCode).toBe(401);
    });

    for (const role of ROLES) {
      it(`${key} as ${role}`, async () => {
        const token = needsFreshToken ? await t.login(ACCOUNT_BY_ROLE[role]) : tokens.get(role)!;
        const response = await t.app.inject({
          method: method as "GET",
          url,
          headers: bearer(token),
          payload: method === "GET" ? undefined : {},
          payloadAsStream: isStream,
        });
        if (isStream) response.stream().destroy();
        if (allowed(access, role)) expect([401, 403]).not.toContain(response.statusCode);
        else expect(response.statusCode).toBe(403);
      });
    }
  }

  it("answers 404 on an unknown API path", async () => {
    t.app.log.level = "silent";
    const response = await t.app.inject({
      method: "GET",
      url: "/api/nowhere",
      headers: bearer(tokens.get("admin")!),
    });
    expect(response.statusCode).toBe(404);
  });
});
