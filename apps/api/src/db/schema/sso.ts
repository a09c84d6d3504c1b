import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { companies } from "./companies.ts";

/**
 * A company's single sign-on through its OpenID Connect provider (at most one). The client secret is
 * kept encrypted (AES-256-GCM, `platform/secret-box.ts`, key from `SSO_SECRET_KEY`), never answered.
 */
export const companySso = pgTable("company_sso", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  /** `iv.tag.ciphertext`, base64url each. */
  clientSecretSealed: text("client_secret_sealed").notNull(),
  /** The provider's name on the sign-in button: « Se connecter avec … ». */
  displayName: text("display_name").notNull(),
  /** The e-mail domains the provider answers for (lower case); an address elsewhere is refused. */
  emailDomains: text("email_domains").array().notNull(),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

/**
 * A sign-in in progress at a provider: its `state` (only its SHA-256 is kept), the PKCE verifier and the
 * nonce, spent once by the callback and dead after ten minutes.
 */
export const ssoLogins = pgTable(
  "sso_logins",
  {
    stateHash: text("state_hash").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("sso_logins_expires_idx").on(t.expiresAt)],
);
