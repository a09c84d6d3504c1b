import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

// No account nor record is read: the headers are checked on the health route, errors and the docs.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: "none" });
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

describe("security headers", () => {
  it("are on a successful API answer, which is never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
    expectSecurityHeaders(response.headers);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("are on errors too", async () => {
    const unauthenticated = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated.headers);
    expect(unauthenticated.headers["cache-control"]).toBe("no-store");
    const missing = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    expectSecurityHeaders(missing.headers);
  });

  it("serves the OpenAPI description built from the contracts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain("/api/auth/login");
    expect(spec.paths["/api/auth/login"].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
  });
});
