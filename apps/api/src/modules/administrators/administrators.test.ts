import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

const POLICY_MESSAGE =
  "Le mot de passe devrait avoir au minium 8 caractères, incluant au moins: un Chiffre, une Majuscule et un caractère spécial.";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    "superadmin@plateforme.example",
    "direction@ata.example",
    "admin@ata.example",
    "prof@ata.example",
    "apprenant@ata.example",
    "direction@horizon.example",
  ]) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

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
      const response = await call(who, "GET", "/api/administrators");
      expect(response.statusCode).toBe(200);
      const emails = response.json().items.map((u: { email: string }) => u.email);
      expect(emails).toContain("admin@ata.example");
      expect(emails).toContain("direction@ata.example");
      expect(emails).not.toContain("prof@ata.example");
      expect(emails).not.toContain("admin@horizon.example");
    }
  });

  it("searches by name or e-mail", async () => {
    const page = (await call("admin@ata.example", "GET", "/api/administrators?q=moreau")).json();
    expect(page.items.map((u: { email: string }) => u.email)).toEqual(["direction@ata.example"]);
  });

  it("lets the platform superadmin pick the company, and nobody else", async () => {
    const horizon = await call(
      "superadmin@plateforme.example",
      "GET",
      "/api/administrators?companyId=horizon",
    );
    expect(horizon.statusCode).toBe(200);
    expect(
      horizon
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(["admin@horizon.example", "direction@horizon.example"]);
    expect((await call("admin@ata.example", "GET", "/api/administrators?companyId=horizon")).statusCode).toBe(
      404,
    );
    expect((await call("admin@ata.example", "GET", "/api/administrators?companyId=ata")).statusCode).toBe(
      200,
    );
    expect(
      (await call("superadmin@plateforme.example", "GET", "/api/administrators?companyId=inconnue"))
        .statusCode,
    ).toBe(404);
  });

  it("refuses teachers, students and anonymous callers", async () => {
    expect((await call("prof@ata.example", "GET", "/api/administrators")).statusCode).toBe(403);
    expect((await call("apprenant@ata.example", "GET", "/api/administrators")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/administrators")).statusCode).toBe(401);
  });
});

describe("GET /api/administrators/:id", () => {
  it("shows one administrator; a teacher's or another company's account is not one", async () => {
    const id = await userId("direction@ata.example");
    const response = await call("admin@ata.example", "GET", `/api/administrators/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: "direction@ata.example", roles: ["superadmincom"] });
    const teacher = await userId("prof@ata.example");
    expect((await call("admin@ata.example", "GET", `/api/administrators/${teacher}`)).statusCode).toBe(404);
    const other = await userId("direction@horizon.example");
    expect((await call("admin@ata.example", "GET", `/api/administrators/${other}`)).statusCode).toBe(404);
    expect(
      (await call("superadmin@plateforme.example", "GET", `/api/administrators/${other}?companyId=horizon`))
        .statusCode,
    ).toBe(200);
    expect((await call("prof@ata.example", "GET", `/api/administrators/${id}`)).statusCode).toBe(403);
    expect((await call(null, "GET", `/api/administrators/${id}`)).statusCode).toBe(401);
  });
});

describe("POST /api/administrators", () => {
  it("lets the super administrator create an administrator who can sign in", async () => {
    const body = newAdministrator(["admin"]);
    const response = await call("direction@ata.example", "POST", "/api/administrators", body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: body.email,
      roles: ["admin"],
      companyId: "ata",
      phoneNumber: "04 72 00 00 00",
    });
    expect((await t.login(body.email, body.password)).length).toBeGreaterThan(20);
    const audit = (
      await call("direction@ata.example", "GET", `/api/audit?entity=user&entityId=${response.json().id}`)
    ).json();
    expect(audit.items[0]).toMatchObject({ action: "create", actor: { name: "Philippe Moreau" } });
  });

  it("creates a super administrator too", async () => {
    const response = await call(
      "direction@ata.example",
      "POST",
      "/api/administrators",
      newAdministrator(["superadmincom"]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().roles).toEqual(["superadmincom"]);
  });

  it("refuses a password outside the policy with the specification's message", async () => {
    for (const password of ["Ab1!", "abcdefg1!", "ABCDEFG1!", "Abcdefgh!", "Abcdefgh1", ""]) {
      const response = await call("direction@ata.example", "POST", "/api/administrators", {
        ...newAdministrator(),
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: "PASSWORD_POLICY",
        message: POLICY_MESSAGE,
        field: "password",
      });
    }
  });

  it("only hands out administrator roles", async () => {
    const response = await call(
      "direction@ata.example",
      "POST",
      "/api/administrators",
      newAdministrator(["teacher"]),
    );
    expect(response.statusCode).toBe(400);
  });

  it("lets the platform superadmin create one in another company, audited there", async () => {
    const body = { ...newAdministrator(), email: "nouvel.admin@horizon.example" };
    const response = await call(
      "superadmin@plateforme.example",
      "POST",
      "/api/administrators?companyId=horizon",
      body,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ companyId: "horizon", instance: "principal" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().id));
    expect(entry).toMatchObject({ companyId: "horizon", action: "create", entity: "user" });
  });

  it("refuses an admin, a teacher, an anonymous caller and another company", async () => {
    expect(
      (await call("admin@ata.example", "POST", "/api/administrators", newAdministrator())).statusCode,
    ).toBe(403);
    expect(
      (await call("prof@ata.example", "POST", "/api/administrators", newAdministrator())).statusCode,
    ).toBe(403);
    expect((await call(null, "POST", "/api/administrators", newAdministrator())).statusCode).toBe(401);
    const other = await call(
      "direction@ata.example",
      "POST",
      "/api/administrators?companyId=horizon",
      newAdministrator(),
    );
    expect(other.statusCode).toBe(404);
  });
});

describe("PATCH /api/administrators/:id", () => {
  it("changes names, phone and administrator roles, keeping other roles", async () => {
    const created = (
      await call("direction@ata.example", "POST", "/api/administrators", newAdministrator())
    ).json();
    await t.database.db
      .update(users)
      .set({ roles: ["admin", "teacher"] })
      .where(eq(users.id, created.id));
    const response = await call("direction@ata.example", "PATCH", `/api/administrators/${created.id}`, {
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
      (await call("admin@ata.example", "PATCH", `/api/administrators/${id}`, { lastname: "X" })).statusCode,
    ).toBe(403);
    const other = await userId("admin@horizon.example");
    expect(
      (await call("direction@ata.example", "PATCH", `/api/administrators/${other}`, { lastname: "X" }))
        .statusCode,
    ).toBe(404);
    const self = await userId("direction@ata.example");
    const own = await call("direction@ata.example", "PATCH", `/api/administrators/${self}`, {
      roles: ["admin"],
    });
    expect(own.statusCode).toBe(400);
    const rename = await call("direction@ata.example", "PATCH", `/api/administrators/${self}`, {
      phoneNumber: "0600",
    });
    expect(rename.statusCode).toBe(200);
    expect((await call(null, "PATCH", `/api/administrators/${self}`, { lastname: "X" })).statusCode).toBe(
      401,
    );
  });
});

describe("DELETE /api/administrators/:id", () => {
  it("removes an administrator's account", async () => {
    const created = (
      await call("direction@ata.example", "POST", "/api/administrators", newAdministrator())
    ).json();
    expect(
      (await call("direction@ata.example", "DELETE", `/api/administrators/${created.id}`)).statusCode,
    ).toBe(204);
    expect((await call("direction@ata.example", "GET", `/api/administrators/${created.id}`)).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toBeUndefined();
  });

  it("refuses removing oneself with a French message", async () => {
    const self = await userId("direction@ata.example");
    const response = await call("direction@ata.example", "DELETE", `/api/administrators/${self}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Vous ne pouvez pas supprimer votre propre compte.");
  });

  it("refuses an admin, another company's administrator, a non-administrator and anonymous callers", async () => {
    const direction = await userId("direction@ata.example");
    expect((await call("admin@ata.example", "DELETE", `/api/administrators/${direction}`)).statusCode).toBe(
      403,
    );
    const other = await userId("admin@horizon.example");
    expect((await call("direction@ata.example", "DELETE", `/api/administrators/${other}`)).statusCode).toBe(
      404,
    );
    const teacher = await userId("prof@ata.example");
    expect((await call("direction@ata.example", "DELETE", `/api/administrators/${teacher}`)).statusCode).toBe(
      404,
    );
    expect((await call(null, "DELETE", `/api/administrators/${direction}`)).statusCode).toBe(401);
  });
});
