import type { PageQuery } from "@campus/contracts/common";
import {
  COMPANY_MESSAGES,
  type Company,
  type CreateCompanyBody,
  type CreateInstanceBody,
  type Instance,
  type UpdateCompanyBody,
} from "@campus/contracts/companies";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, instances } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";
import { toBranding } from "../tenants/index.ts";
import { countAccountsByCompany, countInstanceAccounts } from "../users/index.ts";

type CompanyRow = typeof companies.$inferSelect;

async function toCompanies(db: Db, rows: CompanyRow[]): Promise<Company[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [instanceRows, userCounts] = await Promise.all([
    db.select().from(instances).where(inArray(instances.companyId, ids)).orderBy(asc(instances.id)),
    countAccountsByCompany(db, ids),
  ]);
  return rows.map((row) => ({
    ...toBranding(row),
    contactAddress: row.contactAddress,
    instances: instanceRows.filter((i) => i.companyId === row.id).map((i) => ({ id: i.id, name: i.name })),
    userCount: userCounts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The platform's companies, paged (superadmin only, enforced by the permission table). */
export async function listCompanies(db: Db, _ctx: Ctx, query: PageQuery) {
  const where = query.q
    ? or(ilike(companies.id, containsPattern(query.q)), ilike(companies.fullName, containsPattern(query.q)))
    : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(companies).where(where)),
  ]);
  return {
    items: await toCompanies(db, rows),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCompany(db: Db, _ctx: Ctx, companyId: string): Promise<Company> {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  const [company] = await toCompanies(db, rows);
  if (!company) throw notFound();
  return company;
}

const companySnapshot = (row: CompanyRow) => ({
  fullName: row.fullName,
  contactAddress: row.contactAddress,
  features: row.features,
  style: row.style,
  logoUrl: row.logoUrl,
});

/** Creates a company with its first instance, `principal` (platform superadmin). */
export async function createCompany(db: Db, ctx: Ctx, body: CreateCompanyBody): Promise<Company> {
  const row = await db.transaction(async (tx) => {
    const { instanceName, ...values } = body;
    const [row] = await tx.insert(companies).values(values).onConflictDoNothing().returning();
    if (!row) throw new AppError("CONFLICT", { field: "id", message: COMPANY_MESSAGES.companyExists });
    await tx.insert(instances).values({ companyId: row.id, id: "principal", name: instanceName });
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "company",
      entityId: row.id,
      after: { ...companySnapshot(row), instances: [{ id: "principal", name: instanceName }] },
      companyId: row.id,
    });
    return row;
  });
  return getCompany(db, ctx, row.id);
}

/** Changes a company's name, address, feature flags (merged), style or logo. */
export async function updateCompany(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  companyId: string,
  body: UpdateCompanyBody,
): Promise<Company> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    if (!before) throw notFound();
    const { features, ...fields } = body;
    const [after] = await tx
      .update(companies)
      .set({
        ...fields,
        ...(features ? { features: { ...before.features, ...features } } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(companies.id, companyId))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "company",
      entityId: companyId,
      before: companySnapshot(before),
      after: companySnapshot(after),
      companyId,
    });
  });
  return getCompany(db, ctx, companyId);
}

/** Adds an instance (a site) to a company. */
export async function addInstance(
  db: Db,
  ctx: Ctx,
  companyId: string,
  body: CreateInstanceBody,
): Promise<Instance> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound();
    const [row] = await tx
      .insert(instances)
      .values({ companyId, id: body.id, name: body.name })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", { field: "id", message: COMPANY_MESSAGES.instanceExists });
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "instance",
      entityId: row.id,
      after: { id: row.id, name: row.name },
      companyId,
    });
    return { id: row.id, name: row.name };
  });
}

/** Removes an instance nobody is attached to; a company keeps at least one. */
export async function removeInstance(db: Db, ctx: Ctx, companyId: string, instanceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locking the company serialises concurrent removals, so two of them cannot remove the last two instances.
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw notFound();
    const rows = await tx.select().from(instances).where(eq(instances.companyId, companyId));
    const target = rows.find((row) => row.id === instanceId);
    if (!target) throw notFound();
    if (rows.length <= 1) throw new AppError("VALIDATION", { message: COMPANY_MESSAGES.lastInstance });
    if ((await countInstanceAccounts(tx, companyId, instanceId)) > 0) {
      throw new AppError("CONFLICT", { message: COMPANY_MESSAGES.instanceInUse });
    }
    await tx.delete(instances).where(and(eq(instances.companyId, companyId), eq(instances.id, instanceId)));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "instance",
      entityId: instanceId,
      before: { id: target.id, name: target.name },
      companyId,
    });
  });
}
