// The platform operator's reads and writes of the companies and instances tables, for the companies
// module (which counts their accounts and audits): one function per statement.
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { companies, instances } from "../../db/schema/index.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";

export type CompanyRow = typeof companies.$inferSelect;
type CompanyInsert = typeof companies.$inferInsert;

/** A page of the platform's companies, searched by id or name, and their capped total. */
export async function companyRowsPage(
  db: Executor,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  const where: SQL | undefined = query.q
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
  return { rows, counted };
}

/** One company's row (none when it does not exist); `lock` takes it for update. */
export async function companyRow(
  db: Executor,
  companyId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CompanyRow[]> {
  const select = db.select().from(companies).where(eq(companies.id, companyId));
  return lock ? select.for("update") : select.limit(1);
}

/** Whether the company exists; `lock` takes its row for update (serialising changes of its instances). */
export async function companyExists(
  db: Executor,
  companyId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<boolean> {
  const select = db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await select.for("update") : await select;
  return row !== undefined;
}

/** The instances of these companies, in one query, by id. */
export function instancesOfCompanies(db: Executor, companyIds: string[]) {
  return db
    .select()
    .from(instances)
    .where(inArray(instances.companyId, companyIds))
    .orderBy(asc(instances.id));
}

/** One company's instances. */
export function instancesOfCompany(db: Executor, companyId: string) {
  return db.select().from(instances).where(eq(instances.companyId, companyId));
}

/** Inserts a company; none when its id is taken. */
export async function insertCompany(db: Executor, values: CompanyInsert): Promise<CompanyRow | undefined> {
  const [row] = await db.insert(companies).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a company's row; none when it does not exist. */
export async function updateCompanyRow(
  db: Executor,
  companyId: string,
  set: Partial<CompanyInsert>,
): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set(set).where(eq(companies.id, companyId)).returning();
  return row;
}

/** Inserts an instance; none when the company already has that id. */
export async function insertInstance(db: Executor, values: { companyId: string; id: string; name: string }) {
  const [row] = await db.insert(instances).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes one instance of a company. */
export async function deleteInstance(db: Executor, companyId: string, instanceId: string): Promise<void> {
  await db.delete(instances).where(and(eq(instances.companyId, companyId), eq(instances.id, instanceId)));
}
