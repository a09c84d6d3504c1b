import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { expectPasswordPolicyRefusal } from "../../test/expectations.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.loginAttempt(email, password);

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

let counter = 0;
async function newAccount(roles: string[] = ["teacher"], by = "admin@ata.example") {
  counter += 1;
  const email = `compte${counter}@ata.example`;
  const response = await t.as(by).post("/api/users", {
    email,
    firstname: "Camille",
    lastname: `Test${counter}`,
    roles,
    password: "Bonjour2026!",
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as string, email };
}

describe("GET /api/users", () => {
  it("lists the company's accounts with roles and state, to administrators and teachers", async () => {
    for (const who of ["admin@ata.example", "direction@ata.example", "prof@ata.example"]) {
      const response = await t.as(who).get("/api/users?pageSize=100");
      expect(response.statusCode).toBe(200);
      const page = response.json();
      const emails = page.items.map((u: { email: string }) => u.email);
      expect(emails.every((email: string) => email.endsWith("ata.example"))).toBe(true);
      expect(page.items[0]).toMatchObject({ roles: expect.any(Array) });
      expect(page.items[0]).not.toHaveProperty("passwordHash");
      // A teacher reads the others' cards (see personal-data.test.ts); the state is the administrators'.
      if (who !== "prof@ata.example") {
        expect(page.items.every((u: { companyId: string }) => u.companyId === "ata")).toBe(true);
        expect(page.items[0]).toMatchObject({ disabled: expect.any(Boolean) });
      }
    }
  });

  it("hides the platform operator from the company's own administrators", async () => {
    const admin = (await t.as("admin@ata.example").get("/api/users?pageSize=200")).json();
    expect(admin.items.map((u: { email: string }) => u.email)).not.toContain("superadmin@plateforme.example");
    const platform = (await t.as("superadmin@plateforme.example").get("/api/users?pageSize=200")).json();
    expect(platform.items.map((u: { email: string }) => u.email)).toContain("superadmin@plateforme.example");
    const id = await userId("superadmin@plateforme.example");
    expect((await t.as("admin@ata.example").get(`/api/users/${id}`)).statusCode).toBe(404);
  });

  it("filters by role, state and text", async () => {
    const teachersOnly = (await t.as("admin@ata.example").get("/api/users?role=teacher&pageSize=200")).json();
    expect(teachersOnly.total).toBeGreaterThan(0);
    expect(teachersOnly.items.every((u: { roles: string[] }) => u.roles.includes("teacher"))).toBe(true);
    const byText = (await t.as("admin@ata.example").get("/api/users?q=LAURENT")).json();
    expect(byText.items.map((u: { email: string }) => u.email)).toContain("admin@ata.example");
    const disabled = (await t.as("admin@ata.example").get("/api/users?disabled=true")).json();
    expect(disabled.items.every((u: { disabled: boolean }) => u.disabled)).toBe(true);
  });

  it("refuses a student and an anonymous caller, and never shows another company's accounts", async () => {
    expect((await t.as("apprenant@ata.example").get("/api/users")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/users")).statusCode).toBe(401);
    const horizonAdmin = await userId("admin@horizon.example");
    expect((await t.as("admin@ata.example").get(`/api/users/${horizonAdmin}`)).statusCode).toBe(404);
    const own = await userId("prof@ata.example");
    const detail = await t.as("prof@ata.example").get(`/api/users/${own}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ email: "prof@ata.example", timeOnCourse: expect.any(String) });
  });
});

describe("POST /api/users", () => {
  it("creates an account that can sign in, audited", async () => {
    const { id, email } = await newAccount(["teacher"]);
    expect((await signIn(email, "Bonjour2026!")).statusCode).toBe(200);
    const audit = (await t.as("admin@ata.example").get(`/api/audit?entity=user&entityId=${id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: "create", actor: { name: "Sophie Laurent" } });
    expect(JSON.stringify(audit.items[0])).not.toContain("passwordHash");
  });

  it("refuses a password outside the policy with PASSWORD_POLICY on the password field", async () => {
    for (const password of [
      "",
      "Court1!",
      "sansmajuscule1!",
      "SANSMINUSCULE1!",
      "SansChiffre!",
      "SansSpecial1",
    ]) {
      const response = await t.as("admin@ata.example").post("/api/users", {
        email: "politique@ata.example",
        firstname: "A",
        lastname: "B",
        roles: ["student"],
        password,
      });
      expectPasswordPolicyRefusal(response);
    }
  });

  it("never lets a caller grant a role above its own", async () => {
    const base = { email: "role@ata.example", firstname: "A", lastname: "B", password: "Bonjour2026!" };
    const asAdmin = await t.as("admin@ata.example").post("/api/users", { ...base, roles: ["admin"] });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.field).toBe("roles");
    const asDirection = await t.as("direction@ata.example").post("/api/users", {
      ...base,
      roles: ["superadmin"],
    });
    expect(asDirection.statusCode).toBe(403);
    const unknownRole = await t.as("direction@ata.example").post("/api/users", {
      ...base,
      roles: ["root"],
    });
    expect(unknownRole.statusCode).toBe(400);
  });

  it("answers a used e-mail with EMAIL_IN_USE, and refuses teachers and anonymous callers", async () => {
    const duplicate = await t.as("admin@ata.example").post("/api/users", {
      email: "PROF@horizon.example",
      firstname: "A",
      lastname: "B",
      roles: ["teacher"],
      password: "Bonjour2026!",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ code: "EMAIL_IN_USE", field: "email" });
    const payload = {
      email: "x@ata.example",
      firstname: "A",
      lastname: "B",
      roles: ["student"],
      password: "Bonjour2026!",
    };
    expect((await t.as("prof@ata.example").post("/api/users", payload)).statusCode).toBe(403);
    expect((await t.as(null).post("/api/users", payload)).statusCode).toBe(401);
  });
});

describe("PATCH /api/users/:id", () => {
  it("updates names, phone, address fields and roles", async () => {
    const { id } = await newAccount(["teacher"], "direction@ata.example");
    const response = await t.as("direction@ata.example").patch(`/api/users/${id}`, {
      firstname: "Dominique",
      phoneNumber: "06 12 34 56 78",
      address: "3 place Bellecour",
      city: "Lyon",
      zipCode: "69002",
      roles: ["teacher", "admin"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: "Dominique",
      displayName: expect.stringMatching(/^Dominique /),
      city: "Lyon",
      roles: ["admin", "teacher"],
    });
    const audit = (await t.as("direction@ata.example").get(`/api/audit?entity=user&entityId=${id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: "update", before: { firstname: "Camille" } });
  });

  it("refuses changing one's own roles, another company's account, teachers and anonymous callers", async () => {
    const self = await userId("direction@ata.example");
    const own = await t.as("direction@ata.example").patch(`/api/users/${self}`, { roles: ["admin"] });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("Vous ne pouvez pas modifier vos propres rôles.");
    const horizon = await userId("prof@horizon.example");
    expect(
      (await t.as("admin@ata.example").patch(`/api/users/${horizon}`, { firstname: "X" })).statusCode,
    ).toBe(404);
    const prof = await userId("prof@ata.example");
    expect((await t.as("prof@ata.example").patch(`/api/users/${prof}`, { firstname: "X" })).statusCode).toBe(
      403,
    );
    expect((await t.as(null).patch(`/api/users/${prof}`, { firstname: "X" })).statusCode).toBe(401);
  });

  it("keeps administrators out of reach of a plain administrator", async () => {
    const direction = await userId("direction@ata.example");
    const response = await t.as("admin@ata.example").patch(`/api/users/${direction}`, { firstname: "X" });
    expect(response.statusCode).toBe(403);
  });
});

describe("disable and enable", () => {
  it("disables an account: its sign-in is refused and its open token stops working", async () => {
    const { id, email } = await newAccount(["student"]);
    const login = await signIn(email, "Bonjour2026!");
    const token = login.json().token as string;
    expect((await t.as({ token }).get("/api/auth/me")).statusCode).toBe(200);

    const disabled = await t.as("admin@ata.example").post(`/api/users/${id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect((await t.as({ token }).get("/api/auth/me")).statusCode).toBe(401);
    const refused = await signIn(email, "Bonjour2026!");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("USER_DISABLED");

    const enabled = await t.as("admin@ata.example").post(`/api/users/${id}/enable`);
    expect(enabled.json().disabled).toBe(false);
    expect((await signIn(email, "Bonjour2026!")).statusCode).toBe(200);
    expect((await t.as({ token }).get("/api/auth/me")).statusCode).toBe(401);

    const actions = (await t.as("admin@ata.example").get(`/api/audit?entity=user&entityId=${id}`))
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["enable", "disable", "create"]);
  });

  it("refuses disabling oneself, another company's account and non-administrators", async () => {
    const self = await userId("admin@ata.example");
    const own = await t.as("admin@ata.example").post(`/api/users/${self}/disable`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("Vous ne pouvez pas désactiver votre propre compte.");
    const horizon = await userId("apprenant@horizon.example");
    expect((await t.as("admin@ata.example").post(`/api/users/${horizon}/disable`)).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").post(`/api/users/${horizon}/enable`)).statusCode).toBe(404);
    const student = await userId("apprenant@ata.example");
    expect((await t.as("prof@ata.example").post(`/api/users/${student}/disable`)).statusCode).toBe(403);
    expect((await t.as(null).post(`/api/users/${student}/enable`)).statusCode).toBe(401);
  });
});

describe("POST /api/users/:id/password", () => {
  it("resets the password under the policy and ends the account's sessions", async () => {
    const { id, email } = await newAccount(["teacher"]);
    const token = (await signIn(email, "Bonjour2026!")).json().token as string;

    const weak = await t.as("admin@ata.example").post(`/api/users/${id}/password`, { password: "faible" });
    expectPasswordPolicyRefusal(weak);

    const reset = await t.as("admin@ata.example").post(`/api/users/${id}/password`, {
      password: "Nouveau2026#",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await signIn(email, "Nouveau2026#")).statusCode).toBe(200);
    expect((await signIn(email, "Bonjour2026!")).statusCode).toBe(401);
    expect((await t.as({ token }).get("/api/auth/me")).statusCode).toBe(401);

    const audit = (await t.as("admin@ata.example").get(`/api/audit?entity=user&entityId=${id}`)).json();
    expect(audit.items[0].action).toBe("reset-password");
  });

  it("refuses another company's account, teachers and anonymous callers", async () => {
    const horizon = await userId("prof@horizon.example");
    const body = { password: "Nouveau2026#" };
    expect((await t.as("admin@ata.example").post(`/api/users/${horizon}/password`, body)).statusCode).toBe(
      404,
    );
    const student = await userId("apprenant@ata.example");
    expect((await t.as("prof@ata.example").post(`/api/users/${student}/password`, body)).statusCode).toBe(
      403,
    );
    expect((await t.as(null).post(`/api/users/${student}/password`, body)).statusCode).toBe(401);
  });
});

describe("DELETE /api/users/:id", () => {
  it("deletes an account, which can no longer sign in", async () => {
    const { id, email } = await newAccount(["student"]);
    expect((await t.as("admin@ata.example").delete(`/api/users/${id}`)).statusCode).toBe(204);
    expect((await t.as("admin@ata.example").get(`/api/users/${id}`)).statusCode).toBe(404);
    expect((await signIn(email, "Bonjour2026!")).json().error.code).toBe("USER_NOT_FOUND");
    const audit = (await t.as("admin@ata.example").get(`/api/audit?entity=user&entityId=${id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: "delete", before: { email } });
  });

  it("refuses deleting oneself, another company's account and non-administrators", async () => {
    const self = await userId("direction@ata.example");
    const own = await t.as("direction@ata.example").delete(`/api/users/${self}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("Vous ne pouvez pas supprimer votre propre compte.");
    const horizon = await userId("apprenant@horizon.example");
    expect((await t.as("admin@ata.example").delete(`/api/users/${horizon}`)).statusCode).toBe(404);
    const student = await userId("apprenant@ata.example");
    expect((await t.as("prof@ata.example").delete(`/api/users/${student}`)).statusCode).toBe(403);
    expect((await t.as(null).delete(`/api/users/${student}`)).statusCode).toBe(401);
    expect((await t.as("admin@ata.example").delete("/api/users/zz-inconnu")).statusCode).toBe(400);
  });
});
