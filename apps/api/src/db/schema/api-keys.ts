import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { companyRowKey, createdAt, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/**
 * A company's API keys: each acts as a technical administrator of its company within its scopes. Only
 * the SHA-256 of the secret is kept; `prefix` is the key's visible start, unique, by which it is found.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    ...companyRowKey(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull(),
    /** `students:read`, `grades:write`… (contracts/api-key-scopes.ts). */
    scopes: text("scopes").array().notNull(),
    expiresAt: timestampTz("expires_at"),
    /** Addresses and networks (CIDR) the key is accepted from; empty: any. */
    allowedIps: text("allowed_ips").array().notNull().default([]),
    /** The super administrator who created it: the key dies with their account or their role. */
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
    /** Updated at most once a minute per process. */
    lastUsedAt: timestampTz("last_used_at"),
    revokedAt: timestampTz("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_prefix_unique").on(t.prefix),
    index("api_keys_company_idx").on(t.companyId, t.createdAt),
    sameCompanyRef("api_keys_created_by_fk", t, t.createdBy, users).onDelete("cascade"),
  ],
);
