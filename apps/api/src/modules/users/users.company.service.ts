import type { Page } from "@campus/contracts/common";
import {
  type CreateUserAccountBody,
  type ResetPasswordBody,
  type UpdateUserAccountBody,
  USER_ACCOUNT_MESSAGES,
  type UserAccountEntry,
  type UserAccountListQuery,
} from "@campus/contracts/user-accounts";
import type { UserProfile, UserProfileView } from "@campus/contracts/users";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { accountView, assertMayManage, requireAccount } from "../../platform/access/account-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { revokeUserSessions } from "../../platform/sessions.ts";
import {
  createManagedAccount,
  deleteManagedAccount,
  pageAccounts,
  updateManagedAccount,
} from "./users.accounts.service.ts";
import { toUserProfile } from "./users.profile.rules.ts";
import { assertPasswordPolicy } from "./users.rules.ts";

// ---------------------------------------------------------------------------
// The /api/users screens: always the caller's own company.

/** The caller's company accounts, paged and filtered. */
export async function listUserAccounts(
  db: Db,
  ctx: Ctx,
  query: UserAccountListQuery,
): Promise<Page<UserAccountEntry>> {
  const page = await pageAccounts(db, ctx, { ...query, companyId: ctx.companyId });
  return { ...page, items: page.items.map((item) => ({ ...item, view: accountView(ctx, item.id) })) };
}

/** One account: its whole profile, or its card (see `accountView`). */
export async function getUserAccount(db: Db, ctx: Ctx, id: string): Promise<UserProfileView> {
  const row = await requireAccount(db, ctx, ctx.companyId, id);
  return { ...toUserProfile(row), view: accountView(ctx, row.id) };
}

/** Creates an account in the caller's company. */
export async function createCompanyUserAccount(
  db: Db,
  ctx: Ctx,
  body: CreateUserAccountBody,
): Promise<UserProfile> {
  return toUserProfile(await createManagedAccount(db, ctx, ctx.companyId, body));
}

/** Updates the profile fields and roles of an account. */
export async function updateUserAccount(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateUserAccountBody,
): Promise<UserProfile> {
  return toUserProfile(await updateManagedAccount(db, clock, ctx, ctx.companyId, id, body));
}

/** Disables (and signs out everywhere) or enables an account; nobody disables themselves. */
export async function setUserAccountDisabled(
  { db, bus, clock }: { db: Db; bus: EventBus; clock: Clock },
  ctx: Ctx,
  id: string,
  disabled: boolean,
): Promise<UserProfile> {
  const row = await db.transaction(async (tx) => {
    const before = await requireAccount(tx, ctx, ctx.companyId, id);
    if (disabled && before.id === ctx.userId) {
      throw new AppError("VALIDATION", { message: USER_ACCOUNT_MESSAGES.cannotDisableSelf });
    }
    assertMayManage(ctx, before);
    const [after] = await tx
      .update(users)
      .set({ disabled, updatedBy: ctx.userId, updatedAt: clock.now() })
      .where(and(eq(users.id, before.id), eq(users.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    await announceAccountChanged(tx, [after.id]);
    await recordAudit(tx, ctx, {
      action: disabled ? "disable" : "enable",
      entity: "user",
      entityId: after.id,
      before: { disabled: before.disabled },
      after: { disabled },
    });
    if (disabled)
      await revokeUserSessions(tx, { bus, clock }, { userId: after.id, companyId: after.companyId });
    return after;
  });
  return toUserProfile(row);
}

/** Deletes an account of the caller's company. */
export function deleteUserAccount(db: Db, ctx: Ctx, id: string): Promise<void> {
  return deleteManagedAccount(db, ctx, ctx.companyId, id);
}

/**
 * Sets a new password under the specification's policy and ends the account's sessions; its owner must
 * choose their own at their next sign-in.
 */
export async function resetUserPassword(
  { db, bus, clock }: { db: Db; bus: EventBus; clock: Clock },
  ctx: Ctx,
  id: string,
  body: ResetPasswordBody,
): Promise<{ ok: true }> {
  assertPasswordPolicy(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const target = await requireAccount(tx, ctx, ctx.companyId, id);
    assertMayManage(ctx, target);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedBy: ctx.userId, updatedAt: clock.now() })
      .where(and(eq(users.id, target.id), eq(users.companyId, ctx.companyId)));
    await announceAccountChanged(tx, [target.id]);
    await recordAudit(tx, ctx, { action: "reset-password", entity: "user", entityId: target.id });
    await revokeUserSessions(tx, { bus, clock }, { userId: target.id, companyId: target.companyId });
  });
  return { ok: true };
}
