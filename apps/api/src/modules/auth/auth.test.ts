import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { authSessions, loginAttempts, students, users } from "../../db/schema/index.ts";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts.ts";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers, remoteAddress });

describe("sign-in errors", () => {
  it("rejects an invalid e-mail on the e-mail field", async () => {
    const response = await login({ email: "pas-un-email", password: "Demo2026!" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "INVALID_EMAIL", message: "The email address is not valid.", field: "email" },
    });
  });

  it("rejects an unknown user on the e-mail field", async () => {
    const response = await login({ email: "personne@ata.example", password: "Demo2026!" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: "USER_NOT_FOUND",
      message: "There is no user corresponding to the email address.",
      field: "email",
    });
  });

  it("rejects a wrong password on the password field", async () => {
    const response = await login({ email: "admin@ata.example", password: "Mauvais2026!" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: "WRONG_PASSWORD",
      message: "Wrong password",
      field: "password",
    });
  });

  it("rejects a password under 6 characters", async () => {
    const response = await login({ email: "admin@ata.example", password: "abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "WEAK_PASSWORD",
      message: "Password should be at least 6 characters",
      field: "password",
    });
  });

  it("rejects a disabled user on the e-mail field", async () => {
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, "prof@horizon.example"));
    const response = await login({ email: "prof@horizon.example", password: "Demo2026!" });
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.email, "prof@horizon.example"));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "USER_DISABLED",
      message: "The user corresponding to the given credential has been disabled.",
      field: "email",
    });
  });

  it("answers a missing body with the e-mail error", async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe("email");
  });
});

describe("sessions", () => {
  it("signs in, reads the profile and lands on the role's home", async () => {
    const response = await login({ email: "ADMIN@ata.example", password: "Demo2026!" });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      email: "admin@ata.example",
      roles: ["admin"],
      companyId: "ata",
      instance: "principal",
    });
    expect(user).not.toHaveProperty("passwordHash");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstname: "Sophie",
      lastname: "Laurent",
      home: "/dashboard/administrateurs",
    });
  });

  it("stores only the token's hash", async () => {
    const token = await t.login("prof@ata.example");
    const rows = await t.database.db.select({ tokenHash: authSessions.tokenHash }).from(authSessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("refuses an expired token", async () => {
    const token = await t.login("apprenant@ata.example");
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "apprenant@ata.example"));
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user!.id));
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("gives tokens a five-day lifetime", async () => {
    await t.login("direction@ata.example");
    const [row] = await t.database.db
      .select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(users.email, "direction@ata.example"));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(5, 1);
  });

  it("revokes the token on logout", async () => {
    const token = await t.login("prof@horizon.example");
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it("refuses a made-up token and a missing one", async () => {
    const forged = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer("abc") });
    expect(forged.statusCode).toBe(401);
    const none = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(none.statusCode).toBe(401);
  });
});

describe("home by role and tenancy", () => {
  const expectedHome: Record<string, string> = {
    superadmin: "/dashboard/entreprises",
    superadmincom: "/dashboard/administrateurs",
    admin: "/dashboard/administrateurs",
    teacher: "/dashboard/app",
    student: "/dashboard/app",
  };

  for (const account of DEMO_ACCOUNTS) {
    it(`${account.email} lands on its home and only sees its own company`, async () => {
      const token = await t.login(account.email);
      const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json();
      expect(me.home).toBe(expectedHome[account.roles[0]!]);
      expect(me.companyId).toBe(account.companyId);
      expect(me.company.id).toBe(account.companyId);
      expect(me.email).toBe(account.email);
    });
  }

  it("ignores any attempt to read another company's profile through /me", async () => {
    const token = await t.login("admin@ata.example");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me?companyId=horizon&company=horizon",
      headers: { ...bearer(token), "x-company-id": "horizon" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ companyId: "ata", company: { id: "ata" }, email: "admin@ata.example" });
  });
});

describe("rate limit", () => {
  it("answers 429 after 10 failures a minute for one e-mail, whatever X-Forwarded-For says", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(
        { email: "direction@horizon.example", password: "Mauvais2026!" },
        { "x-forwarded-for": `10.0.0.${i}` },
        "192.0.2.10",
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(
      { email: "direction@horizon.example", password: "Demo2026!" },
      { "x-forwarded-for": "10.9.9.9" },
      "192.0.2.10",
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(blocked.json().error.message).toMatch(/Trop de tentatives/);
  });

  it("still lets a right password through from an address (a school's) where others failed 10 times", async () => {
    for (let i = 0; i < 10; i++) {
      await login({ email: `inconnu${i}@ata.example`, password: "Demo2026!" }, {}, "192.0.2.20");
    }
    const sameAddress = await login(
      { email: "admin@horizon.example", password: "Demo2026!" },
      {},
      "192.0.2.20",
    );
    expect(sameAddress.statusCode).toBe(200);
  });
});

describe("rate limit behind proxies", () => {
  // Which address a failure is counted under: the rows of login_attempts say it (an address is slowed,
  // never refused: issue 41).
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({ TRUST_PROXY: "192.0.2.40" }, { seed: demoAccounts });
  });
  afterAll(() => behind.close());
  const login = (payload: object, headers: Record<string, string>, remoteAddress: string) =>
    behind.app.inject({ method: "POST", url: "/api/auth/login", payload, headers, remoteAddress });
  const failuresOf = async (address: string) => {
    const [row] = await behind.database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `address:${address}`));
    return Number(row?.n ?? 0);
  };

  it("counts by the socket address when X-Forwarded-For is forged on every attempt", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(
        { email: `forge${i}@ata.example`, password: "Demo2026!" },
        { "x-forwarded-for": `198.51.100.${i}` },
        "192.0.2.35",
      );
      expect(response.statusCode).toBe(401);
    }
    expect(await failuresOf("192.0.2.35")).toBe(10);
    expect(await failuresOf("198.51.100.1")).toBe(0);
    // The address is slowed, never refused: its other users still sign in.
    const other = await login({ email: "prof@horizon.example", password: "Demo2026!" }, {}, "192.0.2.35");
    expect(other.statusCode).toBe(200);
  });

  it("believes X-Forwarded-For only from the configured proxy", async () => {
    const viaProxy = (email: string, client: string, socket = "192.0.2.40") =>
      behind.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "Demo2026!" },
        headers: { "x-forwarded-for": client },
        remoteAddress: socket,
      });
    for (let i = 0; i < 10; i++)
      expect((await viaProxy(`p${i}@ata.example`, "203.0.113.1")).statusCode).toBe(401);
    expect(await failuresOf("203.0.113.1")).toBe(10);
    expect(await failuresOf("192.0.2.40")).toBe(0);
    // A client that is not the proxy cannot choose its address by forging the header.
    for (let i = 0; i < 10; i++) await viaProxy(`q${i}@ata.example`, `203.0.113.${50 + i}`, "192.0.2.41");
    expect(await failuresOf("192.0.2.41")).toBe(10);
    expect(await failuresOf("203.0.113.50")).toBe(0);
  });

  it("refuses a TRUST_PROXY that is neither a boolean nor addresses", () => {
    expect(() => loadConfig({ TRUST_PROXY: "partout" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe("whitelist at sign-in", () => {
  it("refuses a horizon student who is neither presentiel nor listed, and lets them in once listed", async () => {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "apprenant@horizon.example"));
    await t.database.db.update(students).set({ presentiel: false }).where(eq(students.userId, user!.id));
    const refused = await login(
      { email: "apprenant@horizon.example", password: "Demo2026!" },
      {},
      "192.0.2.30",
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "NOT_WHITELISTED", field: "email" });

    const admin = await t.login("admin@horizon.example");
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, user!.id));
    const added = await t.app.inject({
      method: "POST",
      url: "/api/whitelist",
      headers: bearer(admin),
      payload: { studentId: student!.id },
    });
    expect([200, 201]).toContain(added.statusCode);
    const allowed = await login(
      { email: "apprenant@horizon.example", password: "Demo2026!" },
      {},
      "192.0.2.30",
    );
    expect(allowed.statusCode).toBe(200);
  });

  it("lets every ata student in: the whitelist is off there", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "apprenant@ata.example"));
    await t.database.db.update(students).set({ presentiel: false }).where(eq(students.userId, user!.id));
    const response = await login({ email: "apprenant@ata.example", password: "Demo2026!" }, {}, "192.0.2.31");
    expect(response.statusCode).toBe(200);
  });
});
