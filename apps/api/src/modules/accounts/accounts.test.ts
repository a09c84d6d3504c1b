import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { companies, students } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import type { CapturingMailer } from "../../test/capturing-mailer.ts";
import { addToWhitelist, createStudents, demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { findAccountByEmail } from "../users/index.ts";

const PASSWORD = "Nouveau2026!";
let t: TestApp;
let mails: CapturingMailer;
const clock = new FakeClock(new Date("2026-11-24T10:00:00Z"));

/** Demo accounts, and student records without an account: horizon (whitelist on) listed and not; ata (off). */
async function fixture(db: Db) {
  await demoAccounts(db);
  const ids = await createStudents(db, [
    {
      companyId: "horizon",
      studentNumber: "H-1",
      firstname: "Lina",
      lastname: "Listée",
      email: "listed@etu.example",
    },
    {
      companyId: "horizon",
      studentNumber: "H-2",
      firstname: "Noé",
      lastname: "Absent",
      email: "unlisted@etu.example",
    },
    ...["a", "b", "c", "d", "e", "f"].map((x, i) => ({
      companyId: "ata",
      studentNumber: `A-${i}`,
      firstname: "Alex",
      lastname: `Ata${x}`,
      email: `ata-${x}@etu.example`,
    })),
  ]);
  await addToWhitelist(db, "horizon", ids.slice(0, 1));
}

const codeOf = (to: string) => /\b(\d{6})\b/.exec(mails.to(to).at(-1)?.subject ?? "")?.[1] ?? "";
const tokenOf = (to: string) => /token=([\w-]+)/.exec(mails.to(to).at(-1)?.text ?? "")?.[1] ?? "";
/** A request, then the mails it handed over to send once answered. */
async function post(url: string, payload: object, ip = "10.0.0.1") {
  const answer = await t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  await t.settle();
  return answer;
}

async function registerAndVerify(email: string) {
  expect((await post("/api/auth/register", { email, password: PASSWORD })).statusCode).toBe(201);
  return post("/api/auth/verify", { email, code: codeOf(email) });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://campus.example" }, { seed: fixture, clock });
  mails = t.mailer as CapturingMailer;
});
afterAll(() => t.close());

describe("registration", () => {
  it("refuses an e-mail in use and a weak password", async () => {
    const inUse = await post("/api/auth/register", { email: "prof@horizon.example", password: PASSWORD });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({
      field: "email",
      message: "There already exists an account with the given email address.",
    });
    const weak = await post("/api/auth/register", { email: "listed@etu.example", password: "abcdefgh" });
    expect(weak.json().error).toMatchObject({ code: "PASSWORD_POLICY", field: "password" });
    expect(weak.json().error.message).toMatch(/^Le mot de passe devrait avoir au minium 8 caractères/);
    expect(mails.sent).toHaveLength(0);
  });

  it("answers the same without a student record and off the whitelist, and says why by e-mail (issue 41)", async () => {
    const none = await post("/api/auth/register", { email: "nobody@etu.example", password: PASSWORD });
    const unlisted = await post("/api/auth/register", { email: "unlisted@etu.example", password: PASSWORD });
    expect(none.statusCode).toBe(201);
    expect(unlisted.statusCode).toBe(201);
    expect(none.json()).toEqual({ email: "nobody@etu.example", pendingApproval: false });
    expect(unlisted.json()).toEqual({ email: "unlisted@etu.example", pendingApproval: false });
    expect(Object.keys(none.headers).sort()).toEqual(Object.keys(unlisted.headers).sort());
    expect(mails.to("nobody@etu.example").at(-1)?.text).toMatch(/aucune fiche apprenant ne lui correspond/);
    expect(mails.to("unlisted@etu.example").at(-1)?.text).toMatch(/ne vous a pas encore autorisé/);
    // No account was created: the e-mails stay free for a later registration.
    expect(await findAccountByEmail(t.database.db, "unlisted@etu.example")).toBeNull();
    expect(
      (await post("/api/auth/verify", { email: "nobody@etu.example", code: "123456" })).json().error.code,
    ).toBe("INVALID_CODE");
  });

  it("a whitelisted student registers, cannot sign in before the code, then verifies and is signed in", async () => {
    const created = await post("/api/auth/register", { email: "Listed@etu.example", password: PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email: "listed@etu.example", pendingApproval: false });
    const early = await post("/api/auth/login", { email: "listed@etu.example", password: PASSWORD });
    expect(early.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    const code = codeOf("listed@etu.example");
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post("/api/auth/verify", { email: "listed@etu.example", code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      companyId: "horizon",
      roles: ["student"],
      home: "/dashboard/app",
    });
    const [record] = await t.database.db
      .select()
      .from(students)
      .where(eq(students.email, "listed@etu.example"));
    expect(record?.userId).toBe(verified.json().user.id);
    // Single use.
    const again = await post("/api/auth/verify", { email: "listed@etu.example", code });
    expect(again.json().error.code).toBe("INVALID_CODE");
    expect(
      (await post("/api/auth/login", { email: "listed@etu.example", password: PASSWORD })).statusCode,
    ).toBe(200);
    const twice = await post("/api/auth/register", { email: "listed@etu.example", password: PASSWORD });
    expect(twice.json().error.code).toBe("EMAIL_IN_USE");
  });

  it("a code dies after 10 minutes and after 5 wrong tries; resending has a cool-down", async () => {
    await post("/api/auth/register", { email: "ata-a@etu.example", password: PASSWORD });
    const first = codeOf("ata-a@etu.example");
    clock.advance(10 * 60_000 + 1);
    const late = await post("/api/auth/verify", { email: "ata-a@etu.example", code: first });
    expect(late.json().error.code).toBe("INVALID_CODE");

    expect((await post("/api/auth/verify/resend", { email: "ata-a@etu.example" })).statusCode).toBe(200);
    const second = codeOf("ata-a@etu.example");
    expect(mails.to("ata-a@etu.example")).toHaveLength(2);
    const tooSoon = await post("/api/auth/verify/resend", { email: "ata-a@etu.example" });
    expect(tooSoon.statusCode).toBe(429);
    expect(mails.to("ata-a@etu.example")).toHaveLength(2);

    const wrong = second === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await post(
        "/api/auth/verify",
        { email: "ata-a@etu.example", code: wrong },
        `10.1.0.${i}`,
      );
      expect(response.json().error.code).toBe("INVALID_CODE");
    }
    const dead = await post("/api/auth/verify", { email: "ata-a@etu.example", code: second }, "10.1.1.1");
    expect(dead.json().error.code).toBe("CODE_LOCKED");
  });

  it("open registration is off by default, and creates an account an administrator approves", async () => {
    const body = {
      companyId: "ata",
      email: "candidat@perso.example",
      password: PASSWORD,
      firstname: "Jo",
      lastname: "Candidat",
    };
    expect((await post("/api/auth/register-open", body)).statusCode).toBe(404);
    await t.database.db.update(companies).set({ openRegistration: true }).where(eq(companies.id, "ata"));
    const created = await post("/api/auth/register-open", body);
    expect(created.json()).toEqual({ email: "candidat@perso.example", pendingApproval: true });
    const verified = await post("/api/auth/verify", { email: body.email, code: codeOf(body.email) });
    expect(verified.json()).toEqual({ pendingApproval: true });
    const refused = await post("/api/auth/login", { email: body.email, password: PASSWORD });
    expect(refused.json().error.code).toBe("USER_DISABLED");
  });
});

describe("sign-in links", () => {
  it("a user asks for one: single use, 15 minutes; the answer is the same for an unknown e-mail", async () => {
    const verified = await registerAndVerify("ata-b@etu.example");
    expect(verified.statusCode).toBe(200);
    const unknown = await post("/api/auth/login-link", { email: "nobody@nowhere.example" });
    const known = await post("/api/auth/login-link", { email: "ata-b@etu.example" });
    expect(unknown.json()).toEqual(known.json());
    expect(mails.to("nobody@nowhere.example")).toHaveLength(0);
    expect(mails.to("ata-b@etu.example").at(-1)?.text).toMatch(
      /https:\/\/campus\.example\/loginauto\?token=[\w-]+&entreprise=ata\b/,
    );

    const token = tokenOf("ata-b@etu.example");
    const signedIn = await post("/api/auth/loginauto", { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe("ata-b@etu.example");
    const reused = await post("/api/auth/loginauto", { token });
    expect(reused.json().error.code).toBe("INVALID_LINK");

    await post("/api/auth/login-link", { email: "ata-b@etu.example" });
    clock.advance(15 * 60_000 + 1);
    const expired = await post("/api/auth/loginauto", { token: tokenOf("ata-b@etu.example") });
    expect(expired.json().error).toMatchObject({ code: "INVALID_LINK" });
    expect(expired.json().error.message).toMatch(/n'est plus valide/);
  });

  it("is rate-limited per e-mail", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/auth/login-link", { email: "prof@ata.example" })).statusCode).toBe(200);
    }
    expect((await post("/api/auth/login-link", { email: "prof@ata.example" })).statusCode).toBe(429);
    expect((await post("/api/auth/login-link", { email: "nobody2@nowhere.example" })).statusCode).toBe(200);
  });

  it("an administrator sends one from a user's card; another company's user answers 404", async () => {
    const verified = await registerAndVerify("ata-c@etu.example");
    const id = verified.json().user.id as string;
    const sent = await t.as("admin@ata.example").post(`/api/users/${id}/login-link`);
    expect(sent.statusCode).toBe(200);
    expect(tokenOf("ata-c@etu.example")).not.toBe("");
    expect((await t.as("admin@horizon.example").post(`/api/users/${id}/login-link`)).statusCode).toBe(404);
    expect((await t.as("prof@ata.example").post(`/api/users/${id}/login-link`)).statusCode).toBe(403);
    expect((await t.as(null).post(`/api/users/${id}/login-link`)).statusCode).toBe(401);
  });
});

describe("forgotten password", () => {
  it("resets with the rule, once, and ends every session", async () => {
    const verified = await registerAndVerify("ata-d@etu.example");
    const oldToken = verified.json().token as string;
    const same = await post("/api/auth/password-reset/request", { email: "nobody@nowhere.example" });
    const asked = await post("/api/auth/password-reset/request", { email: "ata-d@etu.example" });
    expect(asked.json()).toEqual(same.json());
    const token = tokenOf("ata-d@etu.example");
    expect(mails.to("ata-d@etu.example").at(-1)?.text).toContain("/auth/reset-password?token=");

    const weak = await post("/api/auth/password-reset", { token, password: "faible" });
    expect(weak.json().error.code).toBe("PASSWORD_POLICY");
    const done = await post("/api/auth/password-reset", { token, password: "Changé2026#" });
    expect(done.statusCode).toBe(200);
    expect((await t.as({ token: oldToken }).get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (await post("/api/auth/login", { email: "ata-d@etu.example", password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/login", { email: "ata-d@etu.example", password: "Changé2026#" })).statusCode,
    ).toBe(200);
    const reused = await post("/api/auth/password-reset", { token, password: "Encore2026#" });
    expect(reused.json().error.code).toBe("INVALID_LINK");
  });

  it("a reset link dies after an hour, and requests are rate-limited", async () => {
    await registerAndVerify("ata-e@etu.example");
    await post("/api/auth/password-reset/request", { email: "ata-e@etu.example" });
    clock.advance(60 * 60_000 + 1);
    const late = await post("/api/auth/password-reset", {
      token: tokenOf("ata-e@etu.example"),
      password: "Changé2026#",
    });
    expect(late.json().error.code).toBe("INVALID_LINK");
    await post("/api/auth/password-reset/request", { email: "ata-e@etu.example" });
    await post("/api/auth/password-reset/request", { email: "ata-e@etu.example" });
    const limited = await post("/api/auth/password-reset/request", { email: "ata-e@etu.example" });
    expect(limited.statusCode).toBe(429);
    expect(
      mails.to("ata-e@etu.example").filter((m) => m.subject.startsWith("Réinitialisation")),
    ).toHaveLength(3);
  });
});
