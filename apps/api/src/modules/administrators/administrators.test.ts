import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { expectPasswordPolicyRefusal } from "../../test/expectations.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

let counter = 0;
const newAdministrator = (roles: string[] = ["admin"]) => {
  counter += 1;
  return {
    email: `administrateur${counter}@ata.example`,
    firstname: "Alice",
    lastname: `Martin${counter}`,
    phoneNumber: "04 72 00 00 00",
    roles,
    password: "Direction2026$",
  };
};

describe("GET /api/administrators", () => {
  it("lists the company's admin and superadmincom accounts to its administrators", async () => {
    for (const who of ["admin@ata.example", "direction@ata.example"]) {
      const response = await t.as(who).get("/api/administrators");
      expect(response.statusCode).toBe(200);
      const emails = response.json().items.map((u: { email: string }) => u.email);
      expect(emails).toContain("admin@ata.example");
      expect(emails).toContain("direction@ata.example");
      expect(emails).not.toContain("prof@ata.example");
      expect(emails).not.toContain("admin@horizon.example");
    }
  });

  it("searches by name or e-mail", async () => {
    const page = (await t.as("admin@ata.example").get("/api/administrators?q=moreau")).json();
    expect(page.items.map((u: { email: string }) => u.email)).toEqual(["direction@ata.example"]);
  });

  it("lets the platform superadmin pick the company, and nobody else", async () => {
    const horizon = await t.as("superadmin@plateforme.example").get("/api/administrators?companyId=horizon");
    expect(horizon.statusCode).toBe(200);
    expect(
      horizon
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(["admin@horizon.example", "direction@horizon.example"]);
    expect((await t.as("admin@ata.example").get("/api/administrators?companyId=horizon")).statusCode).toBe(
      404,
    );
    expect((await t.as("admin@ata.example").get("/api/administrators?companyId=ata")).statusCode).toBe(200);
    expect(
      (await t.as("superadmin@plateforme.example").get("/api/administrators?companyId=inconnue")).statusCode,
    ).toBe(404);
  });

  it("refuses teachers, students and anonymous callers", async () => {
    expect((await t.as("prof@ata.example").get("/api/administrators")).statusCode).toBe(403);
    expect((await t.as("apprenant@ata.example").get("/api/administrators")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/administrators")).statusCode).toBe(401);
  });
});

describe("GET /api/administrators/:id", () => {
  it("shows one administrator; a teacher's or another company's account is not one", async () => {
    const id = await userId("direction@ata.example");
    const response = await t.as("admin@ata.example").get(`/api/administrators/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: "direction@ata.example", roles: ["superadmincom"] });
    const teacher = await userId("prof@ata.example");
    expect((await t.as("admin@ata.example").get(`/api/administrators/${teacher}`)).statusCode).toBe(404);
    const other = await userId("direction@horizon.example");
    expect((await t.as("admin@ata.example").get(`/api/administrators/${other}`)).statusCode).toBe(404);
    expect(
      (await t.as("superadmin@plateforme.example").get(`/api/administrators/${other}?companyId=horizon`))
        .statusCode,
    ).toBe(200);
    expect((await t.as("prof@ata.example").get(`/api/administrators/${id}`)).statusCode).toBe(403);
    expect((await t.as(null).get(`/api/administrators/${id}`)).statusCode).toBe(401);
  });
});

describe("POST /api/administrators", () => {
  it("lets the super administrator create an administrator who can sign in", async () => {
    const body = newAdministrator(["admin"]);
    const response = await t.as("direction@ata.example").post("/api/administrators", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: body.email,
      roles: ["admin"],
      companyId: "ata",
      phoneNumber: "04 72 00 00 00",
    });
    expect((await t.login(body.email, body.password)).length).toBeGreaterThan(20);
    const audit = (
      await t.as("direction@ata.example").get(`/api/audit?entity=user&entityId=${response.json().id}`)
    ).json();
    expect(audit.items[0]).toMatchObject({ action: "create", actor: { name: "Philippe Moreau" } });
  });

  it("creates a super administrator too", async () => {
    const response = await t
      .as("direction@ata.example")
      .post("/api/administrators", newAdministrator(["superadmincom"]));
    expect(response.statusCode).toBe(201);
    expect(response.json().roles).toEqual(["superadmincom"]);
  });

  it("refuses a password outside the policy with the specification's message", async () => {
    for (const password of ["Ab1!", "abcdefg1!", "ABCDEFG1!", "Abcdefgh!", "Abcdefgh1", ""]) {
      const response = await t.as("direction@ata.example").post("/api/administrators", {
        ...newAdministrator(),
        password,
      });
      expectPasswordPolicyRefusal(response);
    }
  });

  it("only hands out administrator roles", async () => {
    const response = await t
      .as("direction@ata.example")
      .post("/api/administrators", newAdministrator(["teacher"]));
    expect(response.statusCode).toBe(400);
  });

  it("lets the platform superadmin create one in another company, audited there", async () => {
    const body = { ...newAdministrator(), email: "nouvel.admin@horizon.example" };
    const response = await t
      .as("superadmin@plateforme.example")
      .post("/api/administrators?companyId=horizon", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ companyId: "horizon", instance: "principal" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().id));
    expect(entry).toMatchObject({ companyId: "horizon", action: "create", entity: "user" });
  });

  it("refuses an admin, a teacher, an anonymous caller and another company", async () => {
    expect((await t.as("admin@ata.example").post("/api/administrators", newAdministrator())).statusCode).toBe(
      403,
    );
    expect((await t.as("prof@ata.example").post("/api/administrators", newAdministrator())).statusCode).toBe(
      403,
    );
    expect((await t.as(null).post("/api/administrators", newAdministrator())).statusCode).toBe(401);
    const other = await t
      .as("direction@ata.example")
      .post("/api/administrators?companyId=horizon", newAdministrator());
    expect(other.statusCode).toBe(404);
  });
});

describe("PATCH /api/administrators/:id", () => {
  it("changes names, phone and administrator roles, keeping other roles", async () => {
    const created = (
      await t.as("direction@ata.example").post("/api/administrators", newAdministrator())
    ).json();
    await t.database.db
      .update(users)
      .set({ roles: ["admin", "teacher"] })
      .where(eq(users.id, created.id));
    const response = await t.as("direction@ata.example").patch(`/api/administrators/${created.id}`, {
      lastname: "Renommée",
      phoneNumber: null,
      roles: ["superadmincom"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastname: "Renommée",
      displayName: "Alice Renommée",
      phoneNumber: null,
      roles: ["superadmincom", "teacher"],
    });
  });

  it("refuses an admin, another company's administrator and one's own roles", async () => {
    const id = await userId("admin@ata.example");
    expect(
      (await t.as("admin@ata.example").patch(`/api/administrators/${id}`, { lastname: "X" })).statusCode,
    ).toBe(403);
    const other = await userId("admin@horizon.example");
    expect(
      (await t.as("direction@ata.example").patch(`/api/administrators/${other}`, { lastname: "X" }))
        .statusCode,
    ).toBe(404);
    const self = await userId("direction@ata.example");
    const own = await t.as("direction@ata.example").patch(`/api/administrators/${self}`, {
      roles: ["admin"],
    });
    expect(own.statusCode).toBe(400);
    const rename = await t.as("direction@ata.example").patch(`/api/administrators/${self}`, {
      phoneNumber: "0600",
    });
    expect(rename.statusCode).toBe(200);
    expect((await t.as(null).patch(`/api/administrators/${self}`, { lastname: "X" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/administrators/:id", () => {
  it("removes an administrator's account", async () => {
    const created = (
      await t.as("direction@ata.example").post("/api/administrators", newAdministrator())
    ).json();
    expect((await t.as("direction@ata.example").delete(`/api/administrators/${created.id}`)).statusCode).toBe(
      204,
    );
    expect((await t.as("direction@ata.example").get(`/api/administrators/${created.id}`)).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toBeUndefined();
  });

  it("refuses removing oneself with a French message", async () => {
    const self = await userId("direction@ata.example");
    const response = await t.as("direction@ata.example").delete(`/api/administrators/${self}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Vous ne pouvez pas supprimer votre propre compte.");
  });

  it("refuses an admin, another company's administrator, a non-administrator and anonymous callers", async () => {
    const direction = await userId("direction@ata.example");
    expect((await t.as("admin@ata.example").delete(`/api/administrators/${direction}`)).statusCode).toBe(403);
    const other = await userId("admin@horizon.example");
    expect((await t.as("direction@ata.example").delete(`/api/administrators/${other}`)).statusCode).toBe(404);
    const teacher = await userId("prof@ata.example");
    expect((await t.as("direction@ata.example").delete(`/api/administrators/${teacher}`)).statusCode).toBe(
      404,
    );
    expect((await t.as(null).delete(`/api/administrators/${direction}`)).statusCode).toBe(401);
  });
});
