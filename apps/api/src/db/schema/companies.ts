import type { CompanyStyle, FeatureFlags } from "@campus/contracts/companies";
import { boolean, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
