import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ["superadmin@plateforme.example", "direction@ata.example", "admin@horizon.example"]) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const PLATFORM = "superadmin@plateforme.example";
type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

const auditOf = (companyId: string, entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.companyId, companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    );

describe("POST /api/companies", () => {
  it("creates a company with its first instance, audited in that company", async () => {
    const response = await call(PLATFORM, "POST", "/api/companies", {
      id: "cfa-sud",
      fullName: "CFA du Sud",
      contactAddress: "5 quai du Port, 13002 Marseille",
      features: { whitelist: true, writtenCourses: false, cohorts: true, enrolments: true, programmes: true },
      style: { light: { primary: "#112233" }, dark: {} },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: "cfa-sud",
      fullName: "CFA du Sud",
      contactAddress: "5 quai du Port, 13002 Marseille",
      features: { whitelist: true, writtenCourses: false },
      style: { light: { primary: "#112233" } },
      logoUrl: null,
      instances: [{ id: "principal", name: "Site principal" }],
      userCount: 0,
    });
    expect(await auditOf("cfa-sud", "company", "cfa-sud")).toHaveLength(1);
    const branding = await t.app.inject({ method: "GET", url: "/api/branding/cfa-sud" });
    expect(branding.json().fullName).toBe("CFA du Sud");
  });

  it("answers 409 to an id already taken and 400 to a malformed one", async () => {
    const taken = await call(PLATFORM, "POST", "/api/companies", { id: "horizon", fullName: "Doublon" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: "CONFLICT", field: "id" });
    const malformed = await call(PLATFORM, "POST", "/api/companies", { id: "Pas Valide", fullName: "X" });
    expect(malformed.statusCode).toBe(400);
  });

  it("is the platform superadmin's alone", async () => {
    const body = { id: "autre", fullName: "Autre" };
    expect((await call("direction@ata.example", "POST", "/api/companies", body)).statusCode).toBe(403);
    expect((await call(null, "POST", "/api/companies", body)).statusCode).toBe(401);
  });
});

describe("PATCH /api/companies/:id", () => {
  it("changes the name, address, logo and style, and merges the feature flags", async () => {
    const response = await call(PLATFORM, "PATCH", "/api/companies/horizon", {
      contactAddress: "1 rue Neuve, 75001 Paris",
      features: { cohorts: true },
      logoUrl: "https://cdn.example/horizon.png",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: "École Horizon",
      contactAddress: "1 rue Neuve, 75001 Paris",
      logoUrl: "https://cdn.example/horizon.png",
      features: { whitelist: true, writtenCourses: true, cohorts: true, enrolments: false },
    });
    const [entry] = await auditOf("horizon", "company", "horizon");
    expect(entry).toMatchObject({
      action: "update",
      before: { contactAddress: "48 boulevard Haussmann, 75009 Paris" },
    });
    const logo = await call(PLATFORM, "PATCH", "/api/companies/horizon", { logoUrl: "javascript:alert(1)" });
    expect(logo.statusCode).toBe(400);
  });

  it("answers 404 for an unknown company and refuses everyone but the platform superadmin", async () => {
    expect((await call(PLATFORM, "PATCH", "/api/companies/inconnue", { fullName: "X" })).statusCode).toBe(
      404,
    );
    expect(
      (await call("direction@ata.example", "PATCH", "/api/companies/ata", { fullName: "X" })).statusCode,
    ).toBe(403);
    expect((await call(null, "PATCH", "/api/companies/ata", { fullName: "X" })).statusCode).toBe(401);
  });
});

describe("instances", () => {
  it("adds and removes an instance, never the last one nor one in use", async () => {
    await call(PLATFORM, "POST", "/api/companies", { id: "ecole-nord", fullName: "École du Nord" });
    const added = await call(PLATFORM, "POST", "/api/companies/ecole-nord/instances", {
      id: "lille",
      name: "Lille",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: "lille", name: "Lille" });
    const again = await call(PLATFORM, "POST", "/api/companies/ecole-nord/instances", {
      id: "lille",
      name: "Lille",
    });
    expect(again.statusCode).toBe(409);

    const administrator = await call(PLATFORM, "POST", "/api/companies/ecole-nord/administrators", {
      email: "direction@nord.example",
      firstname: "Marc",
      lastname: "Leroy",
      roles: ["superadmincom"],
      password: "Bienvenue2026!",
    });
    expect(administrator.json().instance).toBe("principal");
    const inUse = await call(PLATFORM, "DELETE", "/api/companies/ecole-nord/instances/principal");
    expect(inUse.statusCode).toBe(409);

    expect((await call(PLATFORM, "DELETE", "/api/companies/ecole-nord/instances/lille")).statusCode).toBe(
      204,
    );
    const last = await call(PLATFORM, "DELETE", "/api/companies/ecole-nord/instances/principal");
    expect(last.statusCode).toBe(400);
    expect(last.json().error.message).toBe("Une entreprise doit garder au moins une instance.");
    expect((await call(PLATFORM, "DELETE", "/api/companies/ecole-nord/instances/lille")).statusCode).toBe(
      404,
    );
    expect(await auditOf("ecole-nord", "instance", "lille")).toHaveLength(2);
  });

  it("answers 404 for an unknown company and refuses other roles", async () => {
    expect(
      (await call(PLATFORM, "POST", "/api/companies/inconnue/instances", { id: "site", name: "Site" }))
        .statusCode,
    ).toBe(404);
    expect((await call(PLATFORM, "DELETE", "/api/companies/inconnue/instances/principal")).statusCode).toBe(
      404,
    );
    expect(
      (
        await call("direction@ata.example", "POST", "/api/companies/ata/instances", {
          id: "site",
          name: "Site",
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(null, "DELETE", "/api/companies/ata/instances/principal")).statusCode).toBe(401);
  });
});

describe("a company's administrators, from the platform screens", () => {
  it("lists and creates the administrators of the company named", async () => {
    const list = await call(PLATFORM, "GET", "/api/companies/horizon/administrators");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((u: { companyId: string }) => u.companyId)).toEqual(["horizon", "horizon"]);

    const created = await call(PLATFORM, "POST", "/api/companies/horizon/administrators", {
      email: "seconde.direction@horizon.example",
      firstname: "Inès",
      lastname: "Blanc",
      roles: ["admin"],
      password: "Horizon2026@",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyId: "horizon", roles: ["admin"] });
    expect(await auditOf("horizon", "user", created.json().id)).toHaveLength(1);
    const seen = (await call("admin@horizon.example", "GET", "/api/administrators")).json();
    expect(seen.items.map((u: { email: string }) => u.email)).toContain("seconde.direction@horizon.example");
  });

  it("applies the password policy, answers 404 for an unknown company and refuses other roles", async () => {
    const weak = await call(PLATFORM, "POST", "/api/companies/horizon/administrators", {
      email: "faible@horizon.example",
      firstname: "A",
      lastname: "B",
      roles: ["admin"],
      password: "motdepasse",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe("PASSWORD_POLICY");
    expect((await call(PLATFORM, "GET", "/api/companies/inconnue/administrators")).statusCode).toBe(404);
    expect((await call("direction@ata.example", "GET", "/api/companies/ata/administrators")).statusCode).toBe(
      403,
    );
    expect((await call(null, "GET", "/api/companies/ata/administrators")).statusCode).toBe(401);
  });
});
