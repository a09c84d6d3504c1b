import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";

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

/** Spends a link secret at once (one statement: two uses cannot both succeed); answers its account id or null. */
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
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/**
 * Checks a code against the account's live one: spent when right; one more try when wrong, and dead after
 * `maxTries` wrong ones. Answers whether it was right.
 */
export async function spendVerifyCode(
  db: Executor,
  clock: Clock,
  userId: string,
  code: string,
  maxTries: number,
): Promise<boolean> {
  const [live] = await db
    .select({ id: accountTokens.id, tokenHash: accountTokens.tokenHash, tries: accountTokens.tries })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "verify"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (!live || live.tries >= maxTries) return false;
  if (live.tokenHash !== codeHash(userId, code)) {
    await db
      .update(accountTokens)
      .set({ tries: sql`${accountTokens.tries} + 1` })
      .where(eq(accountTokens.id, live.id));
    return false;
  }
  const spent = await db
    .update(accountTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(accountTokens.id, live.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return spent.length > 0;
}
