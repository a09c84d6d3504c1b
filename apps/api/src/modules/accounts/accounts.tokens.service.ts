import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { enabledAccountIds } from "../users/index.ts";

// The e-mailed secrets: the only code that reads or writes the account_tokens table.

type Purpose = "verify" | "login" | "reset";

/** A code is short: its hash is salted with its account, so that two accounts may hold the same code. */
const codeHash = (userId: string, code: string) => hashToken(`verify:${userId}:${code}`);

/** Ends the account's unspent secrets of this purpose (a new one replaces them). */
async function spendPrevious(db: Executor, clock: Clock, userId: string, purpose: Purpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** A new 6-digit verification code for the account, replacing its previous one. */
export async function issueVerifyCode(
  db: Executor,
  clock: Clock,
  userId: string,
  minutes: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await spendPrevious(db, clock, userId, "verify");
  await db.insert(accountTokens).values({
    userId,
    purpose: "verify",
    tokenHash: codeHash(userId, code),
    createdAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + minutes * 60_000),
  });
  return code;
}

/** A new link secret (sign-in or reset) for the account, replacing its previous one. */
export async function issueLinkToken(
  db: Executor,
  clock: Clock,
  userId: string,
  purpose: "login" | "reset",
  minutes: number,
): Promise<string> {
  const token = newToken();
  await spendPrevious(db, clock, userId, purpose);
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + minutes * 60_000),
  });
  return token;
}

/**
 * Spends a link secret at once (one statement: two uses cannot both succeed); answers its account id, or
 * null (also for a disabled account's).
 */
export async function spendLinkToken(
  db: Executor,
  clock: Clock,
  token: string,
  purpose: "login" | "reset",
): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, clock.now()),
        // A disabled account's links stop at once (the reset link included).
        sql`${accountTokens.userId} in ${enabledAccountIds()}`,
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export type CodeCheck = "right" | "wrong" | "locked" | "account-locked";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Checks a code against the account's live one. The try is counted before the code is compared, in one
 * statement (parallel guesses cannot all pass the limit): at most `limits.perCode` tries per code, and
 * `limits.perDay` per account over 24 hours, its earlier codes included. A right code is spent.
 * "locked": the live code had its tries; "account-locked": the account had its day's.
 */
export async function spendVerifyCode(
  db: Executor,
  clock: Clock,
  userId: string,
  code: string,
  limits: { perCode: number; perDay: number },
): Promise<CodeCheck | null> {
  const now = clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  const live = sql`(select id from ${accountTokens}
    where ${accountTokens.userId} = ${userId} and ${accountTokens.purpose} = 'verify'
      and ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > ${now.toISOString()}
    order by ${accountTokens.createdAt} desc limit 1)`;
  // The earlier codes are spent, so their tries no longer move: the live code's allowance is exact.
  const earlierTries = sql`(select coalesce(sum(earlier.tries), 0) from ${accountTokens} earlier
    where earlier.user_id = ${userId} and earlier.purpose = 'verify'
      and earlier.id <> "account_tokens"."id" and earlier.created_at > ${since.toISOString()})`;
  const [counted] = await db
    .update(accountTokens)
    .set({ tries: sql`${accountTokens.tries} + 1` })
    .where(
      and(
        sql`${accountTokens.id} = ${live}`,
        isNull(accountTokens.usedAt),
        sql`${accountTokens.tries} < least(${limits.perCode}, ${limits.perDay} - ${earlierTries})`,
      ),
    )
    .returning({ id: accountTokens.id, tokenHash: accountTokens.tokenHash });
  if (!counted) return whyRefused(db, now, since, userId, limits);
  if (counted.tokenHash !== codeHash(userId, code)) return "wrong";
  const spent = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, counted.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return spent.length > 0 ? "right" : "wrong";
}

/** Why no try was counted: no live code (null), or one of the two limits reached. */
async function whyRefused(
  db: Executor,
  now: Date,
  since: Date,
  userId: string,
  limits: { perCode: number; perDay: number },
): Promise<CodeCheck | null> {
  const rows = await db
    .select({ tries: accountTokens.tries, usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "verify"),
        gt(accountTokens.createdAt, since),
      ),
    )
    .orderBy(desc(accountTokens.createdAt));
  const dayTries = rows.reduce((sum, row) => sum + row.tries, 0);
  if (dayTries >= limits.perDay) return "account-locked";
  const current = rows[0];
  const isLive = current && current.usedAt === null && current.expiresAt > now;
  return isLive && current.tries >= limits.perCode ? "locked" : null;
}
