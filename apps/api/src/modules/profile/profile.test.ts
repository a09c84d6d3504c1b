import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { expectError, expectPasswordPolicyRefusal } from "../../test/expectations.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const PASSWORD = "Bonjour2026!";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  adminToken = await t.login("admin@ata.example");
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.loginAttempt(email, password);

let counter = 0;
/**
 * A fresh student account of ata (no whitelist), signed in, that replaced the initial password the
 * administrator gave it by its own, PASSWORD (until then it could use no other route): its id, e-mail
 * and token.
 */
async function newStudent() {
  counter += 1;
  const email = `profil${counter}@ata.example`;
  const initialPassword = "Initial2026!";
  const created = await t.as({ token: adminToken }).post("/api/users", {
    email,
    firstname: "Inès",
    lastname: `Profil${counter}`,
    roles: ["student"],
    password: initialPassword,
  });
  expect(created.statusCode).toBe(201);
  const token = await t.login(email, initialPassword);
  const changed = await t
    .as({ token })
    .post("/api/profile/password", { currentPassword: initialPassword, newPassword: PASSWORD });
  expect(changed.statusCode).toBe(200);
  return { id: created.json().id as string, email, token };
}

async function accountRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("PATCH /api/profile", () => {
  it("updates the caller's own fields and answers the profile as /api/auth/me does", async () => {
    const student = await newStudent();
    const response = await t.as({ token: student.token }).patch("/api/profile", {
      phoneNumber: "06 12 34 56 78",
      emailPerso: "ines.perso@exemple.fr",
      address: "12 rue des Lilas",
      zipCode: "69003",
      city: "Lyon",
      state: "Auvergne-Rhône-Alpes",
      country: "France",
      about: "Passionnée de réseaux.",
      isPublic: true,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: student.id,
      email: student.email,
      phoneNumber: "06 12 34 56 78",
      emailPerso: "ines.perso@exemple.fr",
      city: "Lyon",
      zipCode: "69003",
      isPublic: true,
      roles: ["student"],
      companyId: "ata",
      home: "/dashboard/app",
      company: expect.objectContaining({ id: "ata" }),
    });
    expect(profile).not.toHaveProperty("passwordHash");

    const me = await t.as({ token: student.token }).get("/api/auth/me");
    expect(me.json()).toEqual(profile);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, student.id), eq(auditLog.action, "update-profile")));
    expect(entry).toMatchObject({
      companyId: "ata",
      actorId: student.id,
      entity: "user",
      before: expect.objectContaining({ phoneNumber: null, isPublic: false }),
      after: expect.objectContaining({ phoneNumber: "06 12 34 56 78", isPublic: true }),
    });
  });

  it("renames, keeps the display name in step with the names, and clears emptied fields", async () => {
    const student = await newStudent();
    await t.as({ token: student.token }).patch("/api/profile", { city: "Lyon", phoneNumber: "0601020304" });
    const renamed = await t.as({ token: student.token }).patch("/api/profile", {
      firstname: "  Inès  ",
      lastname: "Martin",
      city: "",
      phoneNumber: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      firstname: "Inès",
      lastname: "Martin",
      displayName: "Inès Martin",
      city: null,
      phoneNumber: null,
    });

    const chosen = await t.as({ token: student.token }).patch("/api/profile", { displayName: "Inès M." });
    expect(chosen.json().displayName).toBe("Inès M.");
    // A display name of one's own choosing stays when the names change.
    const again = await t.as({ token: student.token }).patch("/api/profile", { lastname: "Moreau" });
    expect(again.json()).toMatchObject({ lastname: "Moreau", displayName: "Inès M." });
    // An empty display name falls back to the names.
    const reset = await t.as({ token: student.token }).patch("/api/profile", { displayName: "" });
    expect(reset.json().displayName).toBe("Inès Moreau");
  });

  it("refuses roles, the sign-in e-mail, the company and the account state, changing nothing", async () => {
    const student = await newStudent();
    const before = await accountRow(student.id);
    for (const extra of [
      { roles: ["admin"] },
      { email: "autre@ata.example" },
      { companyId: "horizon" },
      { disabled: true },
      { passwordHash: "x" },
      { externalId: "X-1" },
    ]) {
      const response = await t
        .as({ token: student.token })
        .patch("/api/profile", { city: "Paris", ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      expect(JSON.stringify(response.json().error.details)).toContain(Object.keys(extra)[0]);
    }
    const after = await accountRow(student.id);
    expect(after).toMatchObject({
      roles: ["student"],
      email: student.email,
      companyId: "ata",
      disabled: false,
      city: before.city,
      passwordHash: before.passwordHash,
      externalId: null,
    });
  });

  it("reads and switches the e-mail digest of unread messages, on by default", async () => {
    const student = await newStudent();
    const as = t.as({ token: student.token });
    expect((await as.get("/api/auth/me")).json().messageDigest).toBe(true);

    const off = await as.patch("/api/profile", { messageDigest: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().messageDigest).toBe(false);
    expect((await as.get("/api/auth/me")).json().messageDigest).toBe(false);
    expect((await accountRow(student.id)).messageDigest).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, student.id), eq(auditLog.action, "update-profile")));
    expect(entry).toMatchObject({ before: { messageDigest: true }, after: { messageDigest: false } });

    const on = await as.patch("/api/profile", { messageDigest: true });
    expect(on.json().messageDigest).toBe(true);
    expect((await accountRow(student.id)).messageDigest).toBe(true);
  });

  it("checks the fields and names the faulty one", async () => {
    const student = await newStudent();
    const cases: [object, string][] = [
      [{ emailPerso: "pas-une-adresse" }, "emailPerso"],
      [{ firstname: "   " }, "firstname"],
      [{ phoneNumber: "appelez-moi" }, "phoneNumber"],
      [{ about: "x".repeat(2001) }, "about"],
      [{ isPublic: "oui" }, "isPublic"],
      [{ messageDigest: "non" }, "messageDigest"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.as({ token: student.token }).patch("/api/profile", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "VALIDATION", field });
    }
  });

  it("keeps the names of a school record (a seeded student or teacher) for the administrators", async () => {
    for (const email of ["apprenant@ata.example", "prof@ata.example"]) {
      const token = await t.login(email);
      const before = (await t.as({ token: token }).get("/api/auth/me")).json();
      const renamed = await t
        .as({ token: token })
        .patch("/api/profile", { lastname: "Autre", city: "Nantes" });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().error).toMatchObject({
        field: "lastname",
        message: expect.stringMatching(/administrateur/),
      });
      const after = (await t.as({ token: token }).get("/api/auth/me")).json();
      expect(after).toMatchObject({ lastname: before.lastname, city: before.city });
      // The same names sent back, with other fields, are not a rename.
      const same = await t
        .as({ token: token })
        .patch("/api/profile", { lastname: before.lastname, city: "Nantes" });
      expect(same.statusCode).toBe(200);
      expect(same.json().city).toBe("Nantes");
    }
  });

  it("lets every role edit their own profile, and only their own", async () => {
    for (const email of ["prof@ata.example", "direction@ata.example", "superadmin@plateforme.example"]) {
      const token = await t.login(email);
      const response = await t.as({ token: token }).patch("/api/profile", { about: `Moi, ${email}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, about: `Moi, ${email}` });
    }
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, "admin@ata.example"));
    expect(admin!.about).toBeNull();
  });

  it("answers 401 without a valid token", async () => {
    expect((await t.as(null).patch("/api/profile", { city: "Paris" })).statusCode).toBe(401);
    expect((await t.as({ token: "jeton-inconnu" }).patch("/api/profile", { city: "Paris" })).statusCode).toBe(
      401,
    );
  });
});

describe("POST /api/profile/password", () => {
  it("answers 401 without a token", async () => {
    const response = await t.as(null).post("/api/profile/password", {
      currentPassword: PASSWORD,
      newPassword: "Nouveau2026!",
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wrong current password on the currentPassword field", async () => {
    const student = await newStudent();
    const response = await t.as({ token: student.token }).post("/api/profile/password", {
      currentPassword: "Mauvais2026!",
      newPassword: "Nouveau2026!",
    });
    expectError(response, 400, {
      code: "VALIDATION",
      field: "currentPassword",
      message: "Mot de passe actuel incorrect",
    });
    expect((await signIn(student.email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a new password outside the policy with its message on newPassword", async () => {
    const student = await newStudent();
    for (const newPassword of [
      "Court1!",
      "sansmajuscule1!",
      "SANSMINUSCULE1!",
      "SansChiffre!",
      "SansSpecial1",
    ]) {
      const response = await t.as({ token: student.token }).post("/api/profile/password", {
        currentPassword: PASSWORD,
        newPassword,
      });
      expectPasswordPolicyRefusal(response, "newPassword");
    }
    expect((await signIn(student.email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses the current password as the new one", async () => {
    const student = await newStudent();
    const response = await t.as({ token: student.token }).post("/api/profile/password", {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "VALIDATION", field: "newPassword" });
  });

  it("changes the password, ends the other sessions and keeps this one", async () => {
    const student = await newStudent();
    const otherToken = await t.login(student.email, PASSWORD);
    const response = await t.as({ token: student.token }).post("/api/profile/password", {
      currentPassword: PASSWORD,
      newPassword: "Nouveau2026!",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await t.as({ token: student.token }).get("/api/auth/me")).statusCode).toBe(200);
    expect((await t.as({ token: otherToken }).get("/api/auth/me")).statusCode).toBe(401);

    const old = await signIn(student.email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toMatchObject({ code: "WRONG_PASSWORD", field: "password" });
    expect((await signIn(student.email, "Nouveau2026!")).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, student.id), eq(auditLog.action, "change-password")));
    expect(entry).toMatchObject({ actorId: student.id, entity: "user", before: null, after: null });
  });

  it("stops guessing the current password after too many wrong attempts", async () => {
    const student = await newStudent();
    const attempt = (currentPassword: string) =>
      t
        .as({ token: student.token })
        .post("/api/profile/password", { currentPassword, newPassword: "Nouveau2026!" });
    for (let n = 0; n < t.config.loginMaxFailuresPerMinute; n++) {
      expect((await attempt(`Essai${n}2026!`)).statusCode).toBe(400);
    }
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("TOO_MANY_ATTEMPTS");
  });
});
