import { ABSENCE_ALERT_DEFAULTS } from "@campus/contracts/absence-alert-rules";
import type { CompanyStyle, FeatureFlags } from "@campus/contracts/companies";
import { RETENTION_DEFAULTS } from "@campus/contracts/privacy";
import { boolean, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";

export const companies = pgTable("companies", {
  id: text("id").primaryKey(),
  fullName: text("full_name").notNull(),
  contactAddress: text("contact_address").notNull().default(""),
  features: jsonb("features").$type<FeatureFlags>().notNull(),
  style: jsonb("style").$type<CompanyStyle>().notNull(),
  logoUrl: text("logo_url"),
  /** Anyone may ask for a student account (/auth/register-unprotected), which an administrator approves. */
  openRegistration: boolean("open_registration").notNull().default(false),
  /** Unexcused absences in a row that alert the student and the administrators (0: off). */
  absenceAlertConsecutive: integer("absence_alert_consecutive")
    .notNull()
    .default(ABSENCE_ALERT_DEFAULTS.consecutive),
  /** Percent of the last 30 days' marked slots missed without excuse that alerts them (0: off). */
  absenceAlertPercent: integer("absence_alert_percent").notNull().default(ABSENCE_ALERT_DEFAULTS.percent),
  /** Years after their last course before a former student's personal data is pseudonymised. */
  retentionFormerStudentYears: integer("retention_former_student_years")
    .notNull()
    .default(RETENTION_DEFAULTS.formerStudentYears),
  /** Days an unconfirmed self-registration is kept. */
  retentionUnverifiedDays: integer("retention_unverified_days")
    .notNull()
    .default(RETENTION_DEFAULTS.unverifiedDays),
  /** Days the sign-in history (ended sessions) is kept. */
  retentionSignInDays: integer("retention_sign_in_days").notNull().default(RETENTION_DEFAULTS.signInDays),
  /** Days the company's live events are kept. */
  retentionLiveEventDays: integer("retention_live_event_days")
    .notNull()
    .default(RETENTION_DEFAULTS.liveEventDays),
  createdAt: timestampTz("created_at").notNull().defaultNow(),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

/** A site or environment of a company (at least `principal`). */
export const instances = pgTable(
  "instances",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
