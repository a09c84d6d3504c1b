import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

const PLATFORM = "superadmin@plateforme.example";

const auditOf = (companyId: string, entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.companyId, companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    );

describe("POST /api/companies", () => {
  it("creates a company with its first instance, audited in that company", async () => {
    const response = await t.as(PLATFORM).post("/api/companies", {
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
    const taken = await t.as(PLATFORM).post("/api/companies", { id: "horizon", fullName: "Doublon" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: "CONFLICT", field: "id" });
    const malformed = await t.as(PLATFORM).post("/api/companies", { id: "Pas Valide", fullName: "X" });
    expect(malformed.statusCode).toBe(400);
  });

  it("is the platform superadmin's alone", async () => {
    const body = { id: "autre", fullName: "Autre" };
    expect((await t.as("direction@ata.example").post("/api/companies", body)).statusCode).toBe(403);
    expect((await t.as(null).post("/api/companies", body)).statusCode).toBe(401);
  });
});

describe("PATCH /api/companies/:id", () => {
  it("changes the name, address, logo and style, and merges the feature flags", async () => {
    const response = await t.as(PLATFORM).patch("/api/companies/horizon", {
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
    const logo = await t.as(PLATFORM).patch("/api/companies/horizon", { logoUrl: "javascript:alert(1)" });
    expect(logo.statusCode).toBe(400);
  });

  it("answers 404 for an unknown company and refuses everyone but the platform superadmin", async () => {
    expect((await t.as(PLATFORM).patch("/api/companies/inconnue", { fullName: "X" })).statusCode).toBe(404);
    expect(
      (await t.as("direction@ata.example").patch("/api/companies/ata", { fullName: "X" })).statusCode,
    ).toBe(403);
    expect((await t.as(null).patch("/api/companies/ata", { fullName: "X" })).statusCode).toBe(401);
  });
});

describe("instances", () => {
  it("adds and removes an instance, never the last one nor one in use", async () => {
    await t.as(PLATFORM).post("/api/companies", { id: "ecole-nord", fullName: "École du Nord" });
    const added = await t.as(PLATFORM).post("/api/companies/ecole-nord/instances", {
      id: "lille",
      name: "Lille",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: "lille", name: "Lille" });
    const again = await t.as(PLATFORM).post("/api/companies/ecole-nord/instances", {
      id: "lille",
      name: "Lille",
    });
    expect(again.statusCode).toBe(409);

    const administrator = await t.as(PLATFORM).post("/api/companies/ecole-nord/administrators", {
      email: "direction@nord.example",
      firstname: "Marc",
      lastname: "Leroy",
      roles: ["superadmincom"],
      password: "Bienvenue2026!",
    });
    expect(administrator.json().instance).toBe("principal");
    const inUse = await t.as(PLATFORM).delete("/api/companies/ecole-nord/instances/principal");
    expect(inUse.statusCode).toBe(409);

    expect((await t.as(PLATFORM).delete("/api/companies/ecole-nord/instances/lille")).statusCode).toBe(204);
    const last = await t.as(PLATFORM).delete("/api/companies/ecole-nord/instances/principal");
    expect(last.statusCode).toBe(400);
    expect(last.json().error.message).toBe("Une entreprise doit garder au moins une instance.");
    expect((await t.as(PLATFORM).delete("/api/companies/ecole-nord/instances/lille")).statusCode).toBe(404);
    expect(await auditOf("ecole-nord", "instance", "lille")).toHaveLength(2);
  });

  it("answers 404 for an unknown company and refuses other roles", async () => {
    expect(
      (await t.as(PLATFORM).post("/api/companies/inconnue/instances", { id: "site", name: "Site" }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(PLATFORM).delete("/api/companies/inconnue/instances/principal")).statusCode).toBe(404);
    expect(
      (
        await t.as("direction@ata.example").post("/api/companies/ata/instances", {
          id: "site",
          name: "Site",
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.as(null).delete("/api/companies/ata/instances/principal")).statusCode).toBe(401);
  });
});

describe("a company's administrators, from the platform screens", () => {
  it("lists and creates the administrators of the company named", async () => {
    const list = await t.as(PLATFORM).get("/api/companies/horizon/administrators");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((u: { companyId: string }) => u.companyId)).toEqual(["horizon", "horizon"]);

    const created = await t.as(PLATFORM).post("/api/companies/horizon/administrators", {
      email: "seconde.direction@horizon.example",
      firstname: "Inès",
      lastname: "Blanc",
      roles: ["admin"],
      password: "Horizon2026@",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyId: "horizon", roles: ["admin"] });
    expect(await auditOf("horizon", "user", created.json().id)).toHaveLength(1);
    const seen = (await t.as("admin@horizon.example").get("/api/administrators")).json();
    expect(seen.items.map((u: { email: string }) => u.email)).toContain("seconde.direction@horizon.example");
  });

  it("applies the password policy, answers 404 for an unknown company and refuses other roles", async () => {
    const weak = await t.as(PLATFORM).post("/api/companies/horizon/administrators", {
      email: "faible@horizon.example",
      firstname: "A",
      lastname: "B",
      roles: ["admin"],
      password: "motdepasse",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe("PASSWORD_POLICY");
    expect((await t.as(PLATFORM).get("/api/companies/inconnue/administrators")).statusCode).toBe(404);
    expect((await t.as("direction@ata.example").get("/api/companies/ata/administrators")).statusCode).toBe(
      403,
    );
    expect((await t.as(null).get("/api/companies/ata/administrators")).statusCode).toBe(401);
  });
});
