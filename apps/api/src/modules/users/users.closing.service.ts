import type { Role } from "@campus/contracts/roles";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { revokeUserSessions } from "../../platform/sessions.ts";

/**
 * Closes (disabled, every session ended) or reopens an account of the caller's company whose only role
 * is `role`: an account that serves another role too stays as it is. True when the account changed.
 */
export async function setOnlyRoleAccountClosed(
  tx: Executor,
  deps: { bus: EventBus; clock: Clock },
  ctx: Ctx,
  userId: string,
  role: Role,
  closed: boolean,
): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({ disabled: closed, updatedBy: ctx.userId, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, ctx.companyId),
        eq(users.disabled, !closed),
        sql`${users.roles} = ARRAY[${role}]::text[]`,
      ),
    )
    .returning({ id: users.id });
  if (!row) return false;
  await announceAccountChanged(tx, [row.id]);
  if (closed) await revokeUserSessions(tx, deps, { userId: row.id, companyId: ctx.companyId });
  return true;
}
