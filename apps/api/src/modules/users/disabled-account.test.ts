import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../../platform/clock.ts";
import type { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Issue 41: a disabled account's calendar feed kept serving the timetable; its feed, its e-mailed links
// and its sessions must all stop at once (and work again when it is enabled).

const STUDENT = "apprenant@ata.example";
let t: TestApp;
let mails: CapturingMailer;
const clock = new FakeClock(new Date("2026-11-24T10:00:00Z"));

const tokenOf = (to: string, page: string) =>
  new RegExp(`${page}\\?token=([\\w-]+)`).exec(mails.to(to).at(-1)?.text ?? "")?.[1] ?? "";
/** A request, then the mails it handed over to send once answered. */
async function post(url: string, payload: object) {
  const answer = await t.app.inject({ method: "POST", url, payload, remoteAddress: "10.4.1.1" });
  await t.settle();
  return answer;
}
const admin = () => t.as("admin@ata.example");

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts, clock });
  mails = t.mailer as CapturingMailer;
});
afterAll(() => t.close());

describe("a disabled account", () => {
  it("its calendar feed, sign-in and reset links and sessions stop at once; enabled again, the feed returns", async () => {
    const session = { token: await t.login(STUDENT) };
    const me = (await t.as(session).get("/api/auth/me")).json<{ id: string }>();
    const feed = (await t.as(session).post("/api/calendar/feed")).json<{ url: string }>();
    const feedPath = new URL(feed.url).pathname;
    expect((await t.as(null).get(feedPath)).statusCode).toBe(200);
    expect((await post("/api/auth/login-link", { email: STUDENT })).statusCode).toBe(200);
    const loginToken = tokenOf(STUDENT, "loginauto");
    expect((await post("/api/auth/password-reset/request", { email: STUDENT })).statusCode).toBe(200);
    const resetToken = tokenOf(STUDENT, "reset-password");
    expect(loginToken).not.toBe("");
    expect(resetToken).not.toBe("");

    expect((await admin().post(`/api/users/${me.id}/disable`)).statusCode).toBe(200);

    expect((await t.as(null).get(feedPath)).statusCode).toBe(404);
    expect((await t.as(session).get("/api/auth/me")).statusCode).toBe(401);
    const reset = await post("/api/auth/password-reset", { token: resetToken, password: "Pirate2026#x" });
    expect(reset.json().error.code).toBe("INVALID_LINK");
    const linked = await post("/api/auth/loginauto", { token: loginToken });
    expect(linked.json().error.code).toBe("INVALID_LINK");
    // The password the reset link would have set was not set.
    expect((await t.loginAttempt(STUDENT, "Pirate2026#x")).statusCode).not.toBe(200);

    expect((await admin().post(`/api/users/${me.id}/enable`)).statusCode).toBe(200);
    expect((await t.as(null).get(feedPath)).statusCode).toBe(200);
  });
});
