import type { CreatedApiKey } from "@campus/contracts/api-keys";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog, students, users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { createTestApp, type TestApp, within } from "../../test/harness.ts";

const DIRECTION = "direction@horizon.example";
const clock = new FakeClock(new Date("2026-12-07T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "5" }, { clock });
});
afterAll(() => t.close());

async function createKey(body: Record<string, unknown>): Promise<CreatedApiKey> {
  const response = await t.as(DIRECTION).post("/api/api-keys", { name: "Logiciel de paie", ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiKey>();
}

const withKey = (secret: string, url: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${secret}` }, remoteAddress });

describe("managing a company's API keys", () => {
  it("creates a key whose secret is shown once, stored hashed, listed by its prefix", async () => {
    const created = await createKey({ scopes: ["students:read"] });
    expect(created.secret).toMatch(/^ck_[\w-]{8}[\w-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    expect(created.key).toMatchObject({
      name: "Logiciel de paie",
      scopes: ["students:read"],
      revokedAt: null,
    });
    expect(created.key.createdBy?.name).not.toBe("");

    const list = await t.as(DIRECTION).get("/api/api-keys");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret.slice(created.key.prefix.length));
    expect(list.json().items.map((key: { id: string }) => key.id)).toContain(created.key.id);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.hash).not.toContain(created.secret);
  });

  it("refuses the other roles, the platform operator included", async () => {
    for (const email of ["superadmin@plateforme.example", "admin@horizon.example", "prof@horizon.example"]) {
      expect((await t.as(email).get("/api/api-keys")).statusCode).toBe(403);
      expect(
        (await t.as(email).post("/api/api-keys", { name: "x", scopes: ["students:read"] })).statusCode,
      ).toBe(403);
    }
  });

  it("refuses bad input in French", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", scopes: ["students:read"] }, "Le nom est obligatoire"],
      [{ name: "Paie", scopes: [] }, "Choisissez au moins un droit"],
      [{ name: "Paie", scopes: ["messages:read"] }, "Droit inconnu"],
      [
        { name: "Paie", scopes: ["students:read"], allowedIps: ["pas une adresse"] },
        "Adresse IP ou réseau (CIDR) invalide",
      ],
      [
        { name: "Paie", scopes: ["students:read"], expiresAt: "2020-01-01T00:00:00Z" },
        "L'expiration doit être dans le futur",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.as(DIRECTION).post("/api/api-keys", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
  });

  it("answers 404 for another company's key", async () => {
    const created = await createKey({ scopes: ["students:read"] });
    const response = await t.as("direction@ata.example").post(`/api/api-keys/${created.key.id}/revoke`);
    expect(response.statusCode).toBe(404);
    expect((await withKey(created.secret, "/api/students")).statusCode).toBe(200);
  });

  it("revokes a key at once, even one this process already believes", async () => {
    const created = await createKey({ scopes: ["students:read"] });
    expect((await withKey(created.secret, "/api/students")).statusCode).toBe(200);
    const revoked = await t.as(DIRECTION).post(`/api/api-keys/${created.key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect(revoked.body).not.toContain(created.secret);
    expect((await withKey(created.secret, "/api/students")).statusCode).toBe(401);
  });
});

describe("a request made with a key", () => {
  it("is refused (401) when the key is unknown, expired or used from an address outside its list", async () => {
    expect(
      (await withKey("ck_inconnu0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/api/students")).statusCode,
    ).toBe(401);
    const expiring = await createKey({ scopes: ["students:read"], expiresAt: "2026-12-07T10:00:00Z" });
    expect((await withKey(expiring.secret, "/api/students")).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000);
    expect((await withKey(expiring.secret, "/api/students")).statusCode).toBe(401);

    const fenced = await createKey({
      scopes: ["students:read"],
      allowedIps: ["203.0.113.0/24", "2001:db8::1"],
    });
    expect((await withKey(fenced.secret, "/api/students", "203.0.113.9")).statusCode).toBe(200);
    expect((await withKey(fenced.secret, "/api/students", "2001:db8::1")).statusCode).toBe(200);
    // An IPv4 client seen on a dual-stack socket.
    expect((await withKey(fenced.secret, "/api/students", "::ffff:203.0.113.9")).statusCode).toBe(200);
    expect((await withKey(fenced.secret, "/api/students", "198.51.100.4")).statusCode).toBe(401);
  });

  it("is limited per key: beyond its requests of the minute, 429, while another key goes on", async () => {
    const busy = await createKey({ scopes: ["students:read"] });
    const calm = await createKey({ scopes: ["students:read"] });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await withKey(busy.secret, "/api/students")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await withKey(calm.secret, "/api/students")).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await withKey(busy.secret, "/api/students")).statusCode).toBe(200);
  });

  it("writes within its scopes, audited with the key's name, and notes its last use", async () => {
    const created = await createKey({ name: "Synchronisation CRM", scopes: ["students:write"] });
    const [student] = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.companyId, "horizon"))
      .limit(1);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/students/${student?.id}`,
      headers: { authorization: `Bearer ${created.secret}` },
      payload: { note: "Mis à jour par le CRM" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "student"), eq(auditLog.entityId, student?.id ?? "")));
    expect(audit?.actorApiKey).toBe("Synchronisation CRM");
    const journal = await t.as(DIRECTION).get(`/api/audit?entity=student&entityId=${student?.id}`);
    expect(journal.json().items[0].actor.name).toContain("Clé d'API « Synchronisation CRM »");
    // Written after the answer, without holding it.
    await within(5000, async () => {
      const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
      return row?.lastUsedAt?.toISOString() === clock.now().toISOString();
    });
  });

  it("dies at once in every process when its creator loses the super administrator role", async () => {
    const created = await createKey({ scopes: ["students:read"] });
    expect((await withKey(created.secret, "/api/students")).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ roles: ["admin"] })
      .where(eq(users.email, DIRECTION));
    try {
      // The database's trigger notifies the creator's id; the keys' cache follows the sessions'.
      await within(5000, async () => (await withKey(created.secret, "/api/students")).statusCode === 401);
    } finally {
      await t.database.db
        .update(users)
        .set({ roles: ["superadmincom"] })
        .where(eq(users.email, DIRECTION));
    }
  });
});

describe("the OpenAPI document", () => {
  it("shows the key scheme and the scope each operation needs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const students = document.paths["/api/students"];
    expect(students.get["x-api-key-scope"]).toBe("students:read");
    expect(students.post["x-api-key-scope"]).toBe("students:write");
    expect(students.get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(students.get.description).toContain("students:read");
    const keys = document.paths["/api/api-keys"];
    expect(keys.get["x-api-key-scope"]).toBeUndefined();
    expect(keys.get.security).toEqual([{ bearer: [] }]);
    expect(document.paths["/api/auth/login"].post.security).toEqual([]);
  });
});
