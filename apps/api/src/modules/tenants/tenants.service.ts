// A company as the other modules see it: the scope of a company-scoped request, its instances, its
// branding. The platform operator's management of companies (the companies module) builds on it.
import type { CompanyBranding } from "@campus/contracts/companies";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../../db/client.ts";
import { companies, instances } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";

type CompanyRow = typeof companies.$inferSelect;

export function toBranding(row: CompanyRow): CompanyBranding {
  return {
    id: row.id,
    fullName: row.fullName,
    logoUrl: row.logoUrl,
    style: row.style,
    features: row.features,
    openRegistration: row.openRegistration,
  };
}

/** The ids of a company's instances, in id order. */
export async function listInstanceIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.companyId, companyId))
    .orderBy(asc(instances.id));
  return rows.map((row) => row.id);
}

/** What the login page and the shell may show of a company; public. */
export async function getCompanyBranding(db: Db, companyId: string): Promise<CompanyBranding> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound();
  return toBranding(row);
}

/** Saves a company's own branding (its super-administrators' customisation page); answers the new branding. */
export async function saveCompanyBranding(
  db: Executor,
  clock: Clock,
  companyId: string,
  changes: Partial<Pick<CompanyRow, "style" | "logoUrl" | "openRegistration">>,
): Promise<CompanyBranding> {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(companies.id, companyId))
    .returning();
  if (!row) throw notFound();
  return toBranding(row);
}

/**
 * Changes some of the company's own settings (columns of `companies`) in one transaction, audited with
 * their values before (read through `columns`, locked) and after.
 */
export async function updateCompanySettings(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  change: {
    entity: string;
    columns: Record<string, AnyPgColumn>;
    values: Partial<typeof companies.$inferInsert>;
    after: object;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(change.columns)
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for("update");
    if (!before) throw notFound();
    await tx
      .update(companies)
      .set({ ...change.values, updatedAt: clock.now() })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: "update",
      entity: change.entity,
      entityId: ctx.companyId,
      before,
      after: change.after,
    });
  });
}

/** The company's absence alert thresholds, as columns (for `updateCompanySettings`'s audit) and read. */
export const absenceAlertColumns = {
  consecutive: companies.absenceAlertConsecutive,
  percent: companies.absenceAlertPercent,
};

/** The company's absence alert thresholds (none for an unknown company). */
export async function absenceAlertThresholds(db: Executor, companyId: string) {
  const [row] = await db.select(absenceAlertColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The company's feature flags (none for an unknown company). */
export async function companyFeatures(db: Executor, companyId: string) {
  const [row] = await db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.features;
}

/** Every company with a logo, and its logo's address (for the integrity check of the stored files). */
export function listCompanyLogoUrls(db: Executor) {
  return db
    .select({ id: companies.id, logoUrl: sql<string>`${companies.logoUrl}` })
    .from(companies)
    .where(isNotNull(companies.logoUrl));
}

/** How long the company keeps personal data, as columns (for `updateCompanySettings`'s audit) and read. */
export const retentionColumns = {
  formerStudentYears: companies.retentionFormerStudentYears,
  unverifiedDays: companies.retentionUnverifiedDays,
  signInDays: companies.retentionSignInDays,
  liveEventDays: companies.retentionLiveEventDays,
};

/** The company's retention durations (none for an unknown company). */
export async function retentionDurations(db: Executor, companyId: string) {
  const [row] = await db.select(retentionColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Subquery: every company's id, to select from (the platform's daily runs, one per company). */
export function everyCompanyId(db: Executor) {
  return db.select({ id: companies.id }).from(companies).as("every_company");
}
