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

/** Who made the change: a caller, or the server itself (a scheduled job: no user). */
type Actor = Pick<Ctx, "companyId"> & { userId: string | null; apiKey?: Ctx["apiKey"] };

const toRow = (ctx: Actor, entry: AuditEntry) => ({
  companyId: entry.companyId ?? ctx.companyId,
  actorId: ctx.userId,
  actorApiKey: ctx.apiKey?.name ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Records an administrative change; call it inside the same transaction as the change. */
export async function recordAudit(db: Executor, ctx: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(toRow(ctx, entry));
}

/** Records many changes (an import) in batches, inside the transaction of the changes. */
export async function recordAudits(db: Executor, ctx: Ctx, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await db.insert(auditLog).values(entries.slice(start, start + 500).map((entry) => toRow(ctx, entry)));
  }
}

/** A row as the audit log keeps it: without its derived search text. */
export function auditView<T extends { searchText?: unknown }>(row: T): Omit<T, "searchText"> {
  const { searchText: _searchText, ...rest } = row;
  return rest;
}
