import type { PageQuery } from "@campus/contracts/common";
import {
  COMPANY_MESSAGES,
  type Company,
  type CreateCompanyBody,
  type CreateInstanceBody,
  type Instance,
  type UpdateCompanyBody,
} from "@campus/contracts/companies";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import {
  type CompanyRow,
  companyExists,
  companyRow,
  companyRowsPage,
  deleteInstance,
  insertCompany,
  insertInstance,
  instancesOfCompanies,
  instancesOfCompany,
  toBranding,
  updateCompanyRow,
} from "../tenants/index.ts";
import { countAccountsByCompany, countInstanceAccounts } from "../users/index.ts";

async function toCompanies(db: Db, rows: CompanyRow[]): Promise<Company[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [instanceRows, userCounts] = await Promise.all([
    instancesOfCompanies(db, ids),
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
  const { rows, counted } = await companyRowsPage(db, query);
  return {
    items: await toCompanies(db, rows),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCompany(db: Db, _ctx: Ctx, companyId: string): Promise<Company> {
  const rows = await companyRow(db, companyId);
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
    const row = await insertCompany(tx, values);
    if (!row) throw new AppError("CONFLICT", { field: "id", message: COMPANY_MESSAGES.companyExists });
    await insertInstance(tx, { companyId: row.id, id: "principal", name: instanceName });
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
    const [before] = await companyRow(tx, companyId, { lock: true });
    if (!before) throw notFound();
    const { features, ...fields } = body;
    const after = await updateCompanyRow(tx, companyId, {
      ...fields,
      ...(features ? { features: { ...before.features, ...features } } : {}),
      updatedAt: clock.now(),
    });
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
    if (!(await companyExists(tx, companyId))) throw notFound();
    const row = await insertInstance(tx, { companyId, id: body.id, name: body.name });
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
    if (!(await companyExists(tx, companyId, { lock: true }))) throw notFound();
    const rows = await instancesOfCompany(tx, companyId);
    const target = rows.find((row) => row.id === instanceId);
    if (!target) throw notFound();
    if (rows.length <= 1) throw new AppError("VALIDATION", { message: COMPANY_MESSAGES.lastInstance });
    if ((await countInstanceAccounts(tx, companyId, instanceId)) > 0) {
      throw new AppError("CONFLICT", { message: COMPANY_MESSAGES.instanceInUse });
    }
    await deleteInstance(tx, companyId, instanceId);
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "instance",
      entityId: instanceId,
      before: { id: target.id, name: target.name },
      companyId,
    });
  });
}
