import { VERIFY_CODE_MAX_TRIES, VERIFY_CODE_MINUTES, VERIFY_TRIES_PER_DAY } from "@campus/contracts/accounts";
import { ERROR_CODES } from "@campus/contracts/errors";
import { and, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { accountTokens, users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import type { CapturingMailer } from "../../test/capturing-mailer.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { issueVerifyCode, spendVerifyCode } from "./accounts.tokens.service.ts";

// Issue 41: the 6-digit registration code could be brute-forced (the tries counter was read, then written).

const PASSWORD = "Nouveau2026!";
let t: TestApp;
let mails: CapturingMailer;
const clock = new FakeClock(new Date("2026-11-24T10:00:00Z"));
const EMAILS = ["g-a", "g-b", "g-c", "g-d", "g-e", "g-f", "g-g"].map((x) => `${x}@etu.example`);

async function fixture(db: Db) {
  await demoAccounts(db);
  await createStudents(
    db,
    EMAILS.map((email, i) => ({
      companyId: "ata",
      studentNumber: `G-${i}`,
      firstname: "Gus",
      lastname: `Devine${i}`,
      email,
    })),
  );
}

const codeOf = (to: string) => /\b(\d{6})\b/.exec(mails.to(to).at(-1)?.subject ?? "")?.[1] ?? "";
const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
/** A wrong code: any but the right one. */
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");

async function triesOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ tries: sum(accountTokens.tries) })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(users.email, email), eq(accountTokens.purpose, "verify")));
  return Number(row?.tries ?? 0);
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture, clock });
  mails = t.mailer as CapturingMailer;
});
afterAll(() => t.close());

describe("guessing the registration code", () => {
  it("10 parallel guesses against one code: at most 5 evaluated, then the code is locked, the right one too", async () => {
    const email = EMAILS[0]!;
    expect((await post("/api/auth/register", { email, password: PASSWORD }, "10.9.0.1")).statusCode).toBe(
      201,
    );
    const code = codeOf(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post("/api/auth/verify", { email, code: wrongFor(code, i) }, `10.9.1.${i + 1}`),
      ),
    );
    const codes = answers.map((answer) => answer.json().error.code as string);
    expect(codes.filter((c) => c === "INVALID_CODE").length).toBeLessThanOrEqual(VERIFY_CODE_MAX_TRIES);
    expect(codes.every((c) => c === "INVALID_CODE" || c === "CODE_LOCKED")).toBe(true);
    expect(await triesOf(email)).toBe(VERIFY_CODE_MAX_TRIES);

    // The right code is refused too (asked directly: the e-mail's minute limit would answer first).
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const limits = { perCode: VERIFY_CODE_MAX_TRIES, perDay: VERIFY_TRIES_PER_DAY };
    expect(await spendVerifyCode(t.database.db, clock, account!.id, code, limits)).toBe("locked");
    expect(await triesOf(email)).toBe(VERIFY_CODE_MAX_TRIES);
    expect(ERROR_CODES.CODE_LOCKED).toEqual({
      status: 429,
      message: "Trop d'essais avec ce code : il est bloqué. Demandez un nouveau code.",
    });
  });

  it("a new code gives new tries, but an account has 15 wrong tries a day over all its codes", async () => {
    const email = EMAILS[1]!;
    await post("/api/auth/register", { email, password: PASSWORD }, "10.9.3.1");
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = account!.id;
    // New codes as the resend route issues them (its one-a-minute limit runs on the wall clock).
    const newCode = () => issueVerifyCode(t.database.db, clock, userId, VERIFY_CODE_MINUTES);
    // The wrong tries asked directly (over HTTP, the e-mail's limit of 10 failures a wall-clock minute
    // would answer first); the locked answer over HTTP.
    const limits = { perCode: VERIFY_CODE_MAX_TRIES, perDay: VERIFY_TRIES_PER_DAY };
    const guess = (code: string) => spendVerifyCode(t.database.db, clock, userId, code, limits);
    let code = codeOf(email);
    for (let round = 0; round * VERIFY_CODE_MAX_TRIES < VERIFY_TRIES_PER_DAY; round++) {
      if (round > 0) {
        clock.advance(61_000);
        code = await newCode();
      }
      for (let i = 0; i < VERIFY_CODE_MAX_TRIES; i++) {
        expect(await guess(wrongFor(code, i))).toBe("wrong");
      }
    }
    clock.advance(61_000);
    const locked = await post("/api/auth/verify", { email, code: await newCode() }, "10.9.4.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("VERIFY_LOCKED");
    expect(locked.json().error.message).toMatch(/bloquée pendant 24 heures/);
    expect(await triesOf(email)).toBe(VERIFY_TRIES_PER_DAY);

    // A day later the account may try again: its new code, the right one, is taken.
    clock.advance(24 * 60 * 60_000);
    expect(await guess(await newCode())).toBe("right");
  });

  it("one address guessing across e-mails is refused after 10 failures a minute", async () => {
    for (const email of EMAILS.slice(2)) {
      await post("/api/auth/register", { email, password: PASSWORD }, "10.9.5.1");
    }
    clock.advance(61_000);
    const attacker = "10.9.6.6";
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const email = EMAILS[2 + (i % 5)]!;
      const answer = await post("/api/auth/verify", { email, code: wrongFor(codeOf(email), i) }, attacker);
      statuses.push(answer.statusCode);
    }
    const evaluated = statuses.filter((status) => status === 400).length;
    expect(evaluated).toBe(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // Another address of the same minute is not hit.
    const email = EMAILS[6]!;
    expect((await post("/api/auth/verify", { email, code: codeOf(email) }, "10.9.7.7")).statusCode).toBe(200);
  });
});
