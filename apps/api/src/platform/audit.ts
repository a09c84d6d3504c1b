import type { Executor } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";
import type { Ctx } from "./context.ts";

export interface AuditEntry {
  /** e.g. "create", "update", "delete", "disable", "reset-password", "whitelist-add". */
  action: string;
  /** The table-level name of what changed, e.g. "teacher", "student", "course". */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** Defaults to the caller's company; the platform superadmin acting on another company passes it. */
  companyId?: string;
}

/** Records an administrative change; call it inside the same transaction as the change. */
export async function recordAudit(db: Executor, ctx: Ctx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId ?? ctx.companyId,
    actorId: ctx.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
