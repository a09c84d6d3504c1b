import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * One-time secrets sent by e-mail: the 6-digit code that verifies a new account, a sign-in link, a
 * password reset link. Only their SHA-256 is kept; a secret is spent once (`used_at`) and dies at
 * `expires_at` or, for codes, after too many wrong tries.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"verify" | "login" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('verify', 'login', 'reset')`),
  ],
);
