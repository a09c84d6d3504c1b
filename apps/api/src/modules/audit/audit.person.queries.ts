import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { auditLog } from "../../db/schema/index.ts";

// The audit entries about a person (their account, their student or teacher record) as the privacy module
// reads them: what an erasure counts, and their copy of their data.

/** SQL: how many audit entries are about these records of the company, as a scalar subquery. */
export function auditEntryCountSql(companyId: string, entityIds: readonly string[]): SQL {
  const ids = sql.join(
    entityIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(select count(*) from ${auditLog} where ${auditLog.companyId} = ${companyId} and ${auditLog.entityId} in (${ids}))`;
}

const about = (companyId: string, entityIds: readonly string[]) =>
  and(eq(auditLog.companyId, companyId), inArray(auditLog.entityId, [...entityIds]));

/** How many audit entries are about these records of the company. */
export async function countAuditEntriesAbout(db: Executor, companyId: string, entityIds: readonly string[]) {
  return countRows(db, auditLog, about(companyId, entityIds));
}

/**
 * A page of the audit entries about these records, oldest first, after the entry `after` (its id as text):
 * whether `actorId` made each change, never who else did. Each row's `cursor` is where the next page starts.
 */
export function auditEntriesAbout(
  db: Executor,
  companyId: string,
  entityIds: readonly string[],
  actorId: string | null,
  after: string | null,
  limit: number,
) {
  return db
    .select({
      cursor: sql<string>`${auditLog.id}::text`,
      at: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      isByMe: sql<boolean>`coalesce(${auditLog.actorId} = ${actorId}, false)`,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(about(companyId, entityIds), after ? gt(auditLog.id, Number(after)) : undefined))
    .orderBy(asc(auditLog.id))
    .limit(limit);
}
