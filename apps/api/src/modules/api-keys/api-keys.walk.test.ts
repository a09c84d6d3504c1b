import { apiKeyScopeOf } from "@campus/contracts/api-key-routes";
import { API_KEY_AREA_NAMES, type ApiKeyScope, grantsScope } from "@campus/contracts/api-key-scopes";
import type { CreatedApiKey } from "@campus/contracts/api-keys";
import { type Access, API_PERMISSIONS } from "@campus/contracts/permissions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cohorts, courses, type evaluations, slots, students, teachers } from "../../db/schema/index.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

// Walks every route of the permission table with a key of each scope set: a key is let through
// exactly where its scopes reach, refused (403) everywhere else, and never sees another company.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "100000" });
});
afterAll(() => t.close());

const SCOPE_SETS: ApiKeyScope[][] = [
  ...API_KEY_AREA_NAMES.map((area) => [`${area}:read` as const]),
  ...API_KEY_AREA_NAMES.map((area) => [`${area}:write` as const]),
  API_KEY_AREA_NAMES.map((area) => `${area}:write` as const),
];

async function keyWith(scopes: ApiKeyScope[]): Promise<string> {
  const response = await t
    .as("direction@horizon.example")
    .post("/api/api-keys", { name: scopes.join(" ").slice(0, 80), scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiKey>().secret;
}

/** A concrete URL for a route pattern: every parameter gets an id nobody has. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, "zz-inconnu").replace("*", "zz");

const ROUTES = (Object.entries(API_PERMISSIONS) as [string, Access][]).filter(
  ([, access]) => access !== "public",
);

describe("a key across the whole permission table", () => {
  for (const scopes of SCOPE_SETS) {
    it(`with ${scopes.join(", ")} reaches exactly its scopes' routes`, async () => {
      const secret = await keyWith(scopes);
      const wrong: string[] = [];
      for (const [key] of ROUTES) {
        const [method, pattern] = key.split(" ") as [string, string];
        const needed = apiKeyScopeOf(method, pattern);
        const expected = needed !== undefined && grantsScope(scopes, needed);
        const response = await t.app.inject({
          method: method as "GET",
          url: concrete(pattern),
          headers: bearer(secret),
          payload: method === "GET" ? undefined : {},
        });
        const passed = response.statusCode !== 401 && response.statusCode !== 403;
        if (passed !== expected) wrong.push(`${key}: ${response.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("never opens a personal, account, message or platform route", () => {
    const reachable = ROUTES.map(([key]) => key).filter((key) => {
      const [method, pattern] = key.split(" ") as [string, string];
      return apiKeyScopeOf(method, pattern) !== undefined;
    });
    const closed =
      /\/api\/(auth|me|profile|privacy|chat|messages|conversations|companies|administrators|users|accounts|api-keys|events|notifications|audit|company)\b|\/mine\b|\/live\b/;
    expect(reachable.filter((key) => closed.test(key))).toEqual([]);
    expect(reachable.length).toBeGreaterThan(40);
  });

  it("answers 404 for another company's records, reading or writing", async () => {
    const secret = await keyWith(API_KEY_AREA_NAMES.map((area) => `${area}:write` as const));
    const db = t.database.db;
    const firstOf = async (
      table:
        | typeof students
        | typeof courses
        | typeof slots
        | typeof teachers
        | typeof cohorts
        | typeof evaluations,
    ) => {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.companyId, "ata")).limit(1);
      if (!row) throw new Error("the demo has no such record in ata");
      return row.id;
    };
    const student = await firstOf(students);
    const course = await firstOf(courses);
    const slot = await firstOf(slots);
    const teacher = await firstOf(teachers);
    const cohort = await firstOf(cohorts);
    const requests: [string, string, object?][] = [
      ["GET", `/api/students/${student}`],
      ["PATCH", `/api/students/${student}`, { note: "intrusion" }],
      ["DELETE", `/api/students/${student}`],
      ["GET", `/api/teachers/${teacher}`],
      ["GET", `/api/courses/${course}`],
      ["PATCH", `/api/courses/${course}`, { name: "intrusion" }],
      ["GET", `/api/slots/${slot}`],
      ["GET", `/api/slots/${slot}/attendance`],
      ["GET", `/api/cohorts/${cohort}`],
      ["GET", `/api/grades/student/${student}`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await t.app.inject({ method: method as "GET", url, headers: bearer(secret), payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/api/students?pageSize=200",
      headers: bearer(secret),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(student);
  });
});
