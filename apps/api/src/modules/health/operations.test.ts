import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

// Operations: readiness, the request id, and /metrics behind its token.

const METRICS_TOKEN = "jeton-de-metriques-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN }, { seed: demoAccounts });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("readiness", () => {
  it("is ready when the database answers and holds every migration", async () => {
    const response = await get("/api/ready");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("is not ready while a migration of this build is missing", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      await t.database.db.execute<{ created_at: string }>(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning created_at, hash`,
      )
    ).rows as Array<{ created_at: string; hash: string }>;
    try {
      const response = await get("/api/ready");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "not-ready", reason: "migrations" });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await get("/api/ready")).statusCode).toBe(200);
  });
});

describe("request id", () => {
  it("sends back a fresh id, or the proxy's own", async () => {
    const fresh = await get("/api/health");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const other = await get("/api/health");
    expect(other.headers["x-request-id"]).not.toBe(fresh.headers["x-request-id"]);
    const kept = await get("/api/health", { "x-request-id": "proxy-42.a" });
    expect(kept.headers["x-request-id"]).toBe("proxy-42.a");
    const refused = await get("/api/health", { "x-request-id": "<script>" });
    expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/metrics", () => {
  it("answers only the bearer of the configured token", async () => {
    expect((await get("/metrics")).statusCode).toBe(401);
    expect((await get("/metrics", bearer("jeton-de-metriques-9876543210"))).statusCode).toBe(401);
  });

  it("reports request durations per route, the event loop, the pool, the live streams and sessions", async () => {
    const token = await t.login("prof@ata.example");
    expect((await get("/api/auth/me", bearer(token))).statusCode).toBe(200);
    const response = await get("/metrics", bearer(METRICS_TOKEN));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status="200"\} 1/,
    );
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(text).toContain("campus_sse_clients 0");
    expect(text).toContain("campus_cached_sessions 1");
    // PGlite has no pool: the gauge is declared, without values.
    expect(text).toContain("# TYPE campus_db_pool_connections gauge");
  });

  it("does not exist without a token in the configuration", async () => {
    // A second app on the same database, configured without the token.
    const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent-test-dir" });
    const other = await buildApp(config, t.database, { mailer: new CapturingMailer() });
    try {
      const response = await other.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
