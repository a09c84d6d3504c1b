import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students, users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startTestProvider, type TestProvider } from "../../test/oidc-provider.ts";

const PUBLIC_URL = "http://campus.test";
let t: TestApp;
let provider: TestProvider;
/** Stands still but where a test moves it (the sign-ins in progress expire by it; the provider's tokens go by real time). */
const clock = new FakeClock();

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL, SSO_SECRET_KEY: "cle-de-test-des-secrets-sso-0123456789", SSO_ALLOW_HTTP_LOOPBACK: "true" },
    { clock, seed: demoAccounts },
  );
  provider = await startTestProvider(`${PUBLIC_URL}/api/auth/sso/callback`, {
    admin: { email: "admin@horizon.example", emailVerified: true },
    unverified: { email: "prof@horizon.example", emailVerified: false },
    stranger: { email: "personne@horizon.example", emailVerified: true },
    other: { email: "admin@ata.example", emailVerified: true },
    student: { email: "apprenant@horizon.example", emailVerified: true },
    outside: { email: "quelquun@ailleurs.example", emailVerified: true },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const settingsOf = (overrides: Record<string, unknown> = {}) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  displayName: "ENT Horizon",
  emailDomains: ["horizon.example", "ata.example"],
  ...overrides,
});

/** A browser's start: where it is sent, and the cookie it is given (`name=value`). */
async function startIn(company = "horizon") {
  const answer = await t.app.inject({ method: "GET", url: `/api/auth/sso/${company}/start` });
  expect(answer.statusCode).toBe(303);
  const setCookie = answer.headers["set-cookie"];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(";")[0] ?? "";
  return { location: answer.headers.location as string, cookie };
}

/** The provider's return to `url` in a browser holding `cookie`: where the browser lands. */
async function returnTo(url: URL | string, cookie: string) {
  const target = new URL(url, PUBLIC_URL);
  const answer = await t.app.inject({
    method: "GET",
    url: target.pathname + target.search,
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode).toBe(303);
  return new URL(answer.headers.location as string, PUBLIC_URL);
}

/** The browser's journey: start, the provider's login form as `login`, the callback; answers where it lands. */
async function journey(login: string, company = "horizon") {
  const start = await startIn(company);
  const callback = await provider.signIn(start.location, login);
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
  const landing = await returnTo(callback, start.cookie);
  return { authorization: new URL(start.location), callback, cookie: start.cookie, landing };
}

describe("single sign-on settings", () => {
  it("saves for superadmincom after reading the discovery document, never answers the secret", async () => {
    const saved = await t.as("direction@horizon.example").put("/api/company/sso", settingsOf());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(provider.clientSecret);
    expect(saved.json().settings).toMatchObject({
      issuer: provider.issuer,
      hasClientSecret: true,
      displayName: "ENT Horizon",
    });
    const read = await t.as("direction@horizon.example").get("/api/company/sso");
    expect(read.body).not.toContain(provider.clientSecret);
    expect(read.json().settings.emailDomains).toEqual(["horizon.example", "ata.example"]);
    // Stored encrypted: the database never holds the secret in clear.
    const rows = await t.database.db.execute("select client_secret_sealed from company_sso");
    expect(JSON.stringify(rows)).not.toContain(provider.clientSecret);
    // Saved again without a secret: the stored one is kept.
    const kept = await t
      .as("direction@horizon.example")
      .put("/api/company/sso", settingsOf({ clientSecret: "" }));
    expect(kept.json().settings.hasClientSecret).toBe(true);
  });

  it("refuses an issuer without a discovery document, in French", async () => {
    const answer = await t
      .as("direction@ata.example")
      .put("/api/company/sso", settingsOf({ issuer: "http://127.0.0.1:9/inexistant" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: "SSO_ISSUER_UNREACHABLE", field: "issuer" });
    expect(answer.json().error.message).toContain("fournisseur d'identité");
  });

  it("refuses an issuer over plain HTTP off this machine", async () => {
    const answer = await t
      .as("direction@ata.example")
      .put("/api/company/sso", settingsOf({ issuer: "http://connexion.example" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: "SSO_ISSUER_NOT_HTTPS", field: "issuer" });
    expect(answer.json().error.message).toBe("L'adresse du fournisseur doit commencer par https://.");
  });

  it("refuses bad input with the field's French message", async () => {
    const answer = await t
      .as("direction@ata.example")
      .put("/api/company/sso", settingsOf({ emailDomains: ["@pas un domaine"] }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe("emailDomains.0");
    expect(answer.json().error.details[0].message).toContain("Domaine attendu");
    const noSecret = await t
      .as("direction@ata.example")
      .put("/api/company/sso", settingsOf({ clientSecret: "" }));
    expect(noSecret.json().error.code).toBe("SSO_SECRET_REQUIRED");
  });

  it("is refused to an administrator who is not the company's super-administrator (403)", async () => {
    expect((await t.as("admin@horizon.example").get("/api/company/sso")).statusCode).toBe(403);
    expect((await t.as("admin@horizon.example").put("/api/company/sso", settingsOf())).statusCode).toBe(403);
    expect((await t.as("prof@horizon.example").delete("/api/company/sso")).statusCode).toBe(403);
  });

  it("is each company's own: another company's super-administrator sees none", async () => {
    const other = await t.as("direction@ata.example").get("/api/company/sso");
    expect(other.json()).toEqual({ settings: null });
  });

  it("tells the sign-in page which companies offer it; an unknown company is a 404", async () => {
    expect((await t.as(null).get("/api/auth/sso/horizon")).json()).toEqual({ displayName: "ENT Horizon" });
    expect((await t.as(null).get("/api/auth/sso/ata")).json()).toEqual({ displayName: null });
    expect((await t.as(null).get("/api/auth/sso/inconnue")).statusCode).toBe(404);
  });
});

describe("single sign-on journey against a real provider", () => {
  it("sends the browser with PKCE S256, state and nonce; a verified e-mail opens a normal session", async () => {
    const { authorization, landing } = await journey("admin");
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("code_challenge")).toBeTruthy();
    expect(authorization.searchParams.get("state")).toBeTruthy();
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    expect(landing.pathname).toBe("/loginauto");
    expect(landing.searchParams.get("entreprise")).toBe("horizon");
    const signedIn = await t
      .as(null)
      .post("/api/auth/loginauto", { token: landing.searchParams.get("token") });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.as({ token: signedIn.json().token }).get("/api/auth/me");
    expect(me.json()).toMatchObject({ email: "admin@horizon.example", companyId: "horizon" });
  });

  it("refuses an e-mail the provider did not verify", async () => {
    const { landing } = await journey("unverified");
    expect(landing.pathname).toBe("/auth/login");
    expect(landing.searchParams.get("sso")).toBe("non-verifie");
    expect(landing.searchParams.get("entreprise")).toBe("horizon");
  });

  it("never creates an account for an unknown e-mail", async () => {
    const { landing } = await journey("stranger");
    expect(landing.searchParams.get("sso")).toBe("inconnu");
    const rows = await t.database.db.execute(
      "select count(*)::int as n from users where email = 'personne@horizon.example'",
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
  });

  it("never links another company's account, even of a covered domain", async () => {
    const { landing } = await journey("other");
    expect(landing.pathname).toBe("/auth/login");
    expect(landing.searchParams.get("sso")).toBe("inconnu");
  });

  it("refuses a student the company's whitelist does not let in, in words of its own", async () => {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "apprenant@horizon.example"));
    await t.database.db
      .update(students)
      .set({ presentiel: false })
      .where(eq(students.userId, user?.id ?? ""));
    const { landing } = await journey("student");
    expect(landing.pathname).toBe("/auth/login");
    expect(landing.searchParams.get("sso")).toBe("non-autorise");
  });

  it("refuses an e-mail outside the company's domains", async () => {
    const { landing } = await journey("outside");
    expect(landing.searchParams.get("sso")).toBe("domaine");
  });

  it("refuses a state played again (single use)", async () => {
    const { callback, cookie, landing } = await journey("admin");
    expect(landing.pathname).toBe("/loginauto");
    expect((await returnTo(callback, cookie)).searchParams.get("sso")).toBe("expire");
  });

  it("never signs a browser in with a sign-in another browser started (login CSRF)", async () => {
    // Someone signs in at the provider as themselves, then sends the return address to another person.
    const theirs = await startIn();
    const callback = await provider.signIn(theirs.location, "admin");
    const other = await startIn();
    expect((await returnTo(callback, "")).searchParams.get("sso")).toBe("navigateur");
    expect((await returnTo(callback, other.cookie)).searchParams.get("sso")).toBe("navigateur");
    // The cookie says the start's browser: there it still works.
    expect((await returnTo(callback, theirs.cookie)).pathname).toBe("/loginauto");
  });

  it("gives the state cookie to the start's path only, HTTP-only, for ten minutes", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/auth/sso/horizon/start" });
    const setCookie = String(answer.headers["set-cookie"]);
    expect(setCookie).toMatch(
      /^campus_sso_state=[\w-]+; Max-Age=600; Path=\/api\/auth\/sso; HttpOnly; SameSite=Lax$/,
    );
  });

  it("refuses a sign-in that comes back after ten minutes", async () => {
    const start = await startIn();
    const callback = await provider.signIn(start.location, "admin");
    clock.advance(10 * 60_000 + 1000);
    expect((await returnTo(callback, start.cookie)).searchParams.get("sso")).toBe("expire");
  });

  it("refuses a callback whose state it never gave, and a provider's error", async () => {
    const forged = await returnTo(
      "/api/auth/sso/callback?state=invente&code=abc",
      "campus_sso_state=invente",
    );
    expect(forged.searchParams.get("sso")).toBe("expire");
    const start = await startIn();
    const state = new URL(start.location).searchParams.get("state") ?? "";
    const denied = await returnTo(
      `/api/auth/sso/callback?state=${encodeURIComponent(state)}&error=access_denied`,
      start.cookie,
    );
    expect(denied.searchParams.get("sso")).toBe("fournisseur");
    expect(denied.searchParams.get("entreprise")).toBe("horizon");
  });

  it("refuses a code exchanged with another sign-in's verifier (PKCE)", async () => {
    const first = await startIn();
    const second = await startIn();
    const callback = await provider.signIn(first.location, "admin");
    // The code of the first sign-in, presented with the state (hence the verifier) of the second.
    callback.searchParams.set("state", new URL(second.location).searchParams.get("state") ?? "");
    expect((await returnTo(callback, second.cookie)).searchParams.get("sso")).toBe("fournisseur");
  });

  it("starts at most 30 sign-ins a minute from one client", async () => {
    const start = () =>
      t.app.inject({ method: "GET", url: "/api/auth/sso/horizon/start", remoteAddress: "203.0.113.7" });
    for (let i = 0; i < 30; i += 1)
      expect(new URL((await start()).headers.location as string).host).not.toBe("");
    const refused = new URL((await start()).headers.location as string, PUBLIC_URL);
    expect(refused.pathname).toBe("/auth/login");
    expect(refused.searchParams.get("sso")).toBe("trop");
  });

  it("offers nothing for a company without single sign-on", async () => {
    const start = await t.app.inject({ method: "GET", url: "/api/auth/sso/ata/start" });
    expect(new URL(start.headers.location as string, PUBLIC_URL).searchParams.get("sso")).toBe(
      "indisponible",
    );
  });
});
