import type { LoginResponse, Me } from "@campus/contracts/auth";
import type { CreateTeacherResponse } from "@campus/contracts/teachers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type Requester, type TestApp } from "../../test/harness.ts";

const ADMIN = "admin@ata.example";
const REQUIRED = {
  code: "PASSWORD_CHANGE_REQUIRED",
  message: "Vous devez choisir un nouveau mot de passe avant de continuer.",
};
const OWN_PASSWORD = "MonSecret2026!";

let t: TestApp<Awaited<ReturnType<typeof demoAccounts>>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

/** Signs in (see `loginAttempt`) and answers the whole response. */
async function signIn(email: string, password: string): Promise<LoginResponse> {
  const response = await t.loginAttempt(email, password);
  expect(response.statusCode).toBe(200);
  return response.json<LoginResponse>();
}

let counter = 0;
/** A teacher created by the administrator: their e-mail, account id and the initial password shown once. */
async function newTeacher() {
  counter += 1;
  const email = `nouveau.prof${counter}@ata.example`;
  const response = await t.as(ADMIN).post("/api/teachers", {
    firstname: "Lucie",
    lastname: `Nouvelle${counter}`,
    email,
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<CreateTeacherResponse>();
  return { email, userId: body.teacher.userId!, initialPassword: body.defaultPassword };
}

async function flagOf(userId: string): Promise<boolean | undefined> {
  const [row] = await t.database.db
    .select({ flag: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, userId));
  return row?.flag;
}

/** Routes a teacher may normally call (and one they may not): all refused with the code until the change. */
async function expectEverythingElseRefused(as: Requester) {
  for (const response of [
    await as.get("/api/teachers"),
    await as.get("/api/courses"),
    await as.get("/api/messages/unread-count"),
    await as.get("/api/events"),
    await as.patch("/api/profile", { phoneNumber: "06 00 00 00 00" }),
    await as.get("/api/audit"),
  ]) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject(REQUIRED);
  }
}

describe("an account whose password an administrator set", () => {
  it("is a created teacher's, who signs in and reads that they must change it", async () => {
    const teacher = await newTeacher();
    expect(await flagOf(teacher.userId)).toBe(true);
    const login = await signIn(teacher.email, teacher.initialPassword);
    expect(login.user.mustChangePassword).toBe(true);
    const me = await t.as({ token: login.token }).get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json<Me>()).toMatchObject({ email: teacher.email, mustChangePassword: true });
  });

  it("is refused every other route, the live stream included, with a clear code", async () => {
    const teacher = await newTeacher();
    const { token } = await signIn(teacher.email, teacher.initialPassword);
    await expectEverythingElseRefused(t.as({ token }));
  });

  it("may still read the health check, their profile, and sign out", async () => {
    const teacher = await newTeacher();
    const { token } = await signIn(teacher.email, teacher.initialPassword);
    const as = t.as({ token });
    expect((await as.get("/api/health")).statusCode).toBe(200);
    expect((await as.get("/api/auth/me")).statusCode).toBe(200);
    expect((await as.post("/api/auth/logout")).statusCode).toBe(204);
    expect((await as.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("must choose a password under the policy, different from the initial one", async () => {
    const teacher = await newTeacher();
    const { token } = await signIn(teacher.email, teacher.initialPassword);
    const as = t.as({ token });

    const weak = await as.post("/api/profile/password", {
      currentPassword: teacher.initialPassword,
      newPassword: "faible",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: "PASSWORD_POLICY", field: "newPassword" });

    const same = await as.post("/api/profile/password", {
      currentPassword: teacher.initialPassword,
      newPassword: teacher.initialPassword,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({
      code: "VALIDATION",
      field: "newPassword",
      message: "Le nouveau mot de passe doit être différent du mot de passe actuel.",
    });

    const wrongCurrent = await as.post("/api/profile/password", {
      currentPassword: "Mauvais2026!",
      newPassword: OWN_PASSWORD,
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error).toMatchObject({ field: "currentPassword" });

    expect(await flagOf(teacher.userId)).toBe(true);
    await expectEverythingElseRefused(as);
  });

  it("uses the app normally once they chose their own, in this session and the next", async () => {
    const teacher = await newTeacher();
    const { token } = await signIn(teacher.email, teacher.initialPassword);
    const as = t.as({ token });
    const changed = await as.post("/api/profile/password", {
      currentPassword: teacher.initialPassword,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await flagOf(teacher.userId)).toBe(false);

    expect((await as.get("/api/auth/me")).json<Me>().mustChangePassword).toBe(false);
    expect((await as.get("/api/teachers")).statusCode).toBe(200);
    expect((await as.get("/api/courses")).statusCode).toBe(200);
    expect((await as.patch("/api/profile", { phoneNumber: "06 00 00 00 00" })).statusCode).toBe(200);
    expect((await as.get("/api/messages/unread-count")).statusCode).toBe(200);
    // Still only what a teacher may do.
    expect((await as.get("/api/audit")).json().error.code).toBe("FORBIDDEN");

    const next = await signIn(teacher.email, OWN_PASSWORD);
    expect(next.user.mustChangePassword).toBe(false);
    expect((await t.as({ token: next.token }).get("/api/teachers")).statusCode).toBe(200);
  });

  it("is set again when an administrator resets the password", async () => {
    const teacher = await newTeacher();
    const first = await signIn(teacher.email, teacher.initialPassword);
    await t.as({ token: first.token }).post("/api/profile/password", {
      currentPassword: teacher.initialPassword,
      newPassword: OWN_PASSWORD,
    });
    expect(await flagOf(teacher.userId)).toBe(false);

    const reset = await t.as(ADMIN).post(`/api/users/${teacher.userId}/password`, { password: "Remis2026#" });
    expect(reset.statusCode).toBe(200);
    expect(await flagOf(teacher.userId)).toBe(true);
    // The reset ended the session opened before it.
    expect((await t.as({ token: first.token }).get("/api/auth/me")).statusCode).toBe(401);

    const again = await signIn(teacher.email, "Remis2026#");
    expect(again.user.mustChangePassword).toBe(true);
    await expectEverythingElseRefused(t.as({ token: again.token }));
  });

  it("is an account an administrator creates with a password, of any role", async () => {
    const student = await t.as(ADMIN).post("/api/users", {
      email: "inscrite@ata.example",
      firstname: "Inès",
      lastname: "Inscrite",
      roles: ["student"],
      password: "Bonjour2026!",
    });
    expect(student.statusCode).toBe(201);
    expect((await signIn("inscrite@ata.example", "Bonjour2026!")).user.mustChangePassword).toBe(true);

    const administrator = await t.as("direction@ata.example").post("/api/administrators", {
      email: "nouvel.admin@ata.example",
      firstname: "Paul",
      lastname: "Admin",
      roles: ["admin"],
      password: "Direction2026$",
    });
    expect(administrator.statusCode, administrator.body).toBe(201);
    expect((await signIn("nouvel.admin@ata.example", "Direction2026$")).user.mustChangePassword).toBe(true);
  });

  it("is not the demo accounts'", async () => {
    for (const email of [ADMIN, "prof@ata.example", "apprenant@ata.example"]) {
      expect((await signIn(email, "Demo2026!")).user.mustChangePassword).toBe(false);
    }
  });
});
