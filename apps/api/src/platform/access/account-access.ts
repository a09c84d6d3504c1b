import {
  canManageAccount,
  hasPlatformOperatorRole,
  isAdministrator,
  mayGrantRoles,
  type Role,
} from "@campus/contracts/roles";
import { USER_ACCOUNT_MESSAGES } from "@campus/contracts/user-accounts";
import { and, arrayContains, eq, not, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { overlapsWith } from "../../db/code-constants.ts";
import { users } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { AppError, notFound } from "../errors.ts";

// Who sees and manages which account. Everyone reads the accounts of a company in scope but the
// platform operators', which only a platform operator sees (404 to anyone else). Managing an account
// (its profile, password, roles) is for its owner and for whoever could have granted all its roles:
// a refusal there is a 403 with its reason, as the account is already in sight.

type AccountRow = typeof users.$inferSelect;

/** SQL limiting accounts to those the caller may see; undefined: all of the company in scope. */
export function accountScope(ctx: Ctx): SQL | undefined {
  return hasPlatformOperatorRole(ctx.roles) ? undefined : not(arrayContains(users.roles, ["superadmin"]));
}

/** The account `id` of `companyId` as the caller may see it (optionally restricted to some roles), or 404. */
export async function requireAccount(
  db: Executor,
  ctx: Ctx,
  companyId: string,
  id: string,
  anyRole?: readonly Role[],
): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.companyId, companyId),
        accountScope(ctx),
        anyRole ? overlapsWith(users.roles, anyRole) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The person and the company's administrators see a whole profile; anyone else (a teacher) its
 * card: names, e-mail, photo and roles. The serializer drops what the view does not list.
 */
export function accountView(ctx: Ctx, accountId: string): "full" | "card" {
  return accountId === ctx.userId || isAdministrator(ctx.roles) ? "full" : "card";
}

/** Throws FORBIDDEN on `roles` unless the caller may grant every one of them. */
export function assertMayGrant(ctx: Ctx, roles: readonly Role[]): void {
  if (!mayGrantRoles(ctx.roles, roles)) {
    throw new AppError("FORBIDDEN", { field: "roles", message: USER_ACCOUNT_MESSAGES.cannotGrantRole });
  }
}

/** A caller may manage their own account and any account whose roles it could have granted. */
export function assertMayManage(ctx: Ctx, target: { id: string; roles: readonly Role[] }): void {
  if (!canManageAccount({ id: ctx.userId, roles: ctx.roles }, target)) {
    throw new AppError("FORBIDDEN", { message: USER_ACCOUNT_MESSAGES.cannotManageAccount });
  }
}
