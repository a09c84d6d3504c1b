import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

// The users module's query builders for the other modules: they join or count accounts through
// these instead of reading the users table themselves. This file imports no other module, so
// that the modules the users module asks (companies) may use it too.

/** SQL subquery: the ids of the accounts not disabled (every company's), for `column in (…)`. */
export function enabledAccountIds() {
  return sql`(select ${users.id} from ${users} where ${users.disabled} = false)`;
}

/**
 * Subquery: every account's names and e-mail, to join "who did it". Not scoped to a company: an
 * audit entry's actor may be a platform operator of another company.
 */
export function accountNames(db: Executor) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(users)
    .as("account_names");
}

/**
 * Subquery: the accounts of one company (names, photo, roles, disabled), to join on `id` or to
 * select people from (messaging: contacts, conversations, authors).
 */
export function companyAccounts(db: Executor, companyId: string) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      displayName: users.displayName,
      photoUrl: users.photoUrl,
      roles: users.roles,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .as("company_accounts");
}

/** How many accounts each of these companies has (companies without any are absent). */
export async function countAccountsByCompany(
  db: Executor,
  companyIds: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ companyId: users.companyId, n: count() })
    .from(users)
    .where(inArray(users.companyId, companyIds))
    .groupBy(users.companyId);
  return new Map(rows.map((row) => [row.companyId, Number(row.n)]));
}

/** How many accounts of a company are attached to one of its instances. */
export async function countInstanceAccounts(
  db: Executor,
  companyId: string,
  instanceId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.instance, instanceId)));
  return Number(row?.n ?? 0);
}

/** Which of these (lower-case) e-mails already sign in somewhere: sign-in e-mails are platform-wide. */
export async function findUsedAccountEmails(db: Executor, emails: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails.slice(start, start + 1000)));
    for (const row of rows) used.add(row.email);
  }
  return used;
}

/** The ids of the company's enabled administrators and super-administrators, in one query. */
export function activeAdministratorIds(db: Executor, companyId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.disabled, false),
        sql`${users.roles} && array['admin', 'superadmincom']::text[]`,
      ),
    );
}

/**
 * Subquery: every enabled account's company, instance and roles, to join on `userId` (a calendar
 * feed's owner, found by its token before any company is known).
 */
export function enabledAccountScopes(db: Executor) {
  return db
    .select({ userId: users.id, companyId: users.companyId, instance: users.instance, roles: users.roles })
    .from(users)
    .where(eq(users.disabled, false))
    .as("enabled_account_scopes");
}

/** Every account with a photo, and its photo's address (for the integrity check of the stored files). */
export function listAccountPhotoUrls(db: Executor) {
  return db
    .select({
      companyId: users.companyId,
      instance: users.instance,
      id: users.id,
      photoUrl: sql<string>`${users.photoUrl}`,
    })
    .from(users)
    .where(isNotNull(users.photoUrl));
}
