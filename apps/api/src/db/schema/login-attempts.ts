import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";

/**
 * Failed sign-ins (and attempts in progress) of the last minute, shared by every API process.
 * A key names what is counted: `email:…`, `pair:…`, `address:…`, `password-change:…`.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestampTz("at").notNull(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.at), index("login_attempts_at_idx").on(t.at)],
);
