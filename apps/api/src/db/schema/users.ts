import { ROLES, type Role } from "@campus/contracts/roles";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { isSubsetOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { instances } from "./companies.ts";
import { companyKey, companyRowKey, createdAt, editStamps, sameCompanyRef } from "./tenancy.ts";

export const users = pgTable(
  "users",
  {
    ...companyRowKey(),
    instance: text("instance").notNull().default("principal"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    displayName: text("display_name").notNull().default(""),
    emailPerso: text("email_perso"),
    photoUrl: text("photo_url"),
    phoneNumber: text("phone_number"),
    country: text("country"),
    address: text("address"),
    state: text("state"),
    city: text("city"),
    zipCode: text("zip_code"),
    about: text("about"),
    roles: text("roles").array().$type<Role[]>().notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    timeAdvised: text("time_advised").notNull().default("0"),
    timeOnWebsite: text("time_on_website").notNull().default("0"),
    timeOnCourse: text("time_on_course").notNull().default("0"),
    externalId: text("external_id"),
    disabled: boolean("disabled").notNull().default(false),
    /**
     * The password was chosen by an administrator (an account created with an initial password, or a
     * reset): until its owner chooses their own, every route but a few refuses PASSWORD_CHANGE_REQUIRED.
     */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** False from self-registration until the 6-digit code sent by e-mail is entered: no sign-in before. */
    emailVerified: boolean("email_verified").notNull().default(true),
    /** Wants the e-mail digest of unread messages (when the server sends them, see MESSAGE_DIGEST_HOURS). */
    messageDigest: boolean("message_digest").notNull().default(true),
    messageDigestSentAt: timestampTz("message_digest_sent_at"),
    ...editStamps(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_company_idx").on(t.companyId, t.lastname, t.firstname),
    // The administrators' list (ADMINISTRATOR_ROLES, in this order: the planner matches the predicate as written).
    index("users_administrators")
      .on(t.companyId, t.lastname, t.firstname, t.id)
      .where(sql`${t.roles} && array['admin', 'superadmincom']`),
    // The staff a teacher may write to, read without walking the students' accounts.
    index("users_staff")
      .on(t.companyId, t.id)
      .where(sql`${t.roles} && array['admin', 'superadmincom', 'teacher']`),
    // The registrations never confirmed, which the retention counts and erases (`not email_verified`,
    // as users.person.queries.ts writes it): without it, a scan of every account (3,900 buffers at 100,000).
    index("users_unverified").on(t.companyId, t.createdAt).where(sql`not ${t.emailVerified}`),
    // Teachers and students reference their account by (company_id, user_id): see school.ts.
    companyKey("users", t),
    // An account sits on an instance of its own company; removeInstance refuses an instance in use.
    sameCompanyRef("users_instance_fk", t, t.instance, instances),
    check("users_roles_check", isSubsetOf(t.roles, ROLES)),
  ],
);

/** Sign-in sessions: only the SHA-256 of the opaque bearer token is kept. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    revokedAt: timestampTz("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("auth_sessions_token_unique").on(t.tokenHash),
    index("auth_sessions_user_idx").on(t.userId),
  ],
);
