import type { AuditEntry, AuditListQuery } from "@campus/contracts/audit";
import type { Page } from "@campus/contracts/common";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { resolveCompanyScope } from "../../platform/access/company-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { accountNames } from "../users/index.ts";

/** Who made a change: a person, or an API key (named, with the person who created it). */
const actorName = (apiKey: string | null, person: string) =>
  apiKey === null ? person : `Clé d'API « ${apiKey} » (créée par ${person})`;

/** A company's administrative changes, newest first, with who made them. */
export async function listAuditEntries(db: Db, ctx: Ctx, query: AuditListQuery): Promise<Page<AuditEntry>> {
  const companyId = await resolveCompanyScope(db, ctx, query.companyId);
  const where = and(
    eq(auditLog.companyId, companyId),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const actors = accountNames(db);
  const [rows, counted] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorId: actors.id,
        actorName: actors.displayName,
        actorFirstname: actors.firstname,
        actorLastname: actors.lastname,
        actorEmail: actors.email,
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(auditLog).where(where)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.entry.id,
      action: row.entry.action,
      entity: row.entry.entity,
      entityId: row.entry.entityId,
      before: row.entry.before,
      after: row.entry.after,
      createdAt: row.entry.createdAt.toISOString(),
      actor: row.actorId
        ? {
            id: row.actorId,
            name: actorName(
              row.entry.actorApiKey,
              row.actorName || `${row.actorFirstname ?? ""} ${row.actorLastname ?? ""}`.trim(),
            ),
            email: row.actorEmail ?? "",
          }
        : null,
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}
