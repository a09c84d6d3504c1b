import type { Page } from "@campus/contracts/common";
import { personName } from "@campus/contracts/people";
import type { Role } from "@campus/contracts/roles";
import {
  type UpdateUserAccountBody,
  USER_ACCOUNT_MESSAGES,
  type UserAccount,
  type UserAccountListQuery,
} from "@campus/contracts/user-accounts";
import { and, arrayContains, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { overlapsWith } from "../../db/code-constants.ts";
import { users } from "../../db/schema/index.ts";
import {
  accountScope,
  assertMayGrant,
  assertMayManage,
  requireAccount,
} from "../../platform/access/account-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { listInstanceIds } from "../tenants/index.ts";
import { createUserAccount } from "./users.identity.service.ts";
import { assertPasswordPolicy, auditSnapshot, normaliseRoles, toUserAccount } from "./users.rules.ts";

type UserRow = typeof users.$inferSelect;

export interface AccountFilter {
  companyId: string;
  q?: string | undefined;
  role?: Role | undefined;
  /** Accounts holding at least one of these roles. */
  anyRole?: readonly Role[];
  disabled?: boolean | undefined;
  sort: UserAccountListQuery["sort"];
  page: number;
  pageSize: number;
}

const ACCOUNT_ORDER: Record<UserAccountListQuery["sort"], SQL[]> = {
  name: [asc(users.lastname), asc(users.firstname), asc(users.id)],
  "-name": [desc(users.lastname), desc(users.firstname), desc(users.id)],
  email: [asc(users.email), asc(users.id)],
  "-email": [desc(users.email), desc(users.id)],
  createdAt: [asc(users.createdAt), asc(users.id)],
  "-createdAt": [desc(users.createdAt), desc(users.id)],
};

/** One page of a company's accounts (two queries: the rows and the total). */
export async function pageAccounts(db: Db, ctx: Ctx, filter: AccountFilter): Promise<Page<UserAccount>> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    eq(users.companyId, filter.companyId),
    accountScope(ctx),
    filter.role ? arrayContains(users.roles, [filter.role]) : undefined,
    filter.anyRole ? overlapsWith(users.roles, filter.anyRole) : undefined,
    filter.disabled === undefined ? undefined : eq(users.disabled, filter.disabled),
    pattern
      ? or(
          ilike(users.lastname, pattern),
          ilike(users.firstname, pattern),
          ilike(users.displayName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ACCOUNT_ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(users).where(where)),
  ]);
  return {
    items: rows.map(toUserAccount),
    ...counted,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The instance a new account of `companyId` lands on: the one asked for, which must exist, else `principal` or the first. */
async function resolveInstance(db: Executor, companyId: string, wanted: string | undefined): Promise<string> {
  const ids = await listInstanceIds(db, companyId);
  if (wanted !== undefined) {
    if (!ids.includes(wanted)) {
      throw new AppError("VALIDATION", { field: "instance", message: USER_ACCOUNT_MESSAGES.unknownInstance });
    }
    return wanted;
  }
  const fallback = ids.find((id) => id === "principal") ?? ids[0];
  if (!fallback) throw notFound();
  return fallback;
}

export interface AccountInput {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber?: string | null | undefined;
  roles: Role[];
  password: string;
  instance?: string | undefined;
}

/** Creates an account in `companyId` under the account rules (policy, grantable roles), audited. */
export async function createManagedAccount(
  db: Db,
  ctx: Ctx,
  companyId: string,
  input: AccountInput,
): Promise<UserRow> {
  assertPasswordPolicy(input.password);
  const roles = normaliseRoles(input.roles);
  assertMayGrant(ctx, roles);
  return db.transaction(async (tx) => {
    const instance = await resolveInstance(
      tx,
      companyId,
      input.instance ?? (companyId === ctx.companyId ? ctx.instance : undefined),
    );
    const row = await createUserAccount(tx, ctx, {
      email: input.email,
      password: input.password,
      firstname: input.firstname,
      lastname: input.lastname,
      phoneNumber: input.phoneNumber ?? null,
      roles,
      companyId,
      instance,
    });
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "user",
      entityId: row.id,
      after: auditSnapshot(row),
      companyId,
    });
    return row;
  });
}

export type AccountChanges = Omit<UpdateUserAccountBody, "roles"> & {
  /** The new roles, or a function of the current ones. */
  roles?: Role[] | ((current: Role[]) => Role[]);
};

/** Updates an account of `companyId` (restricted to `anyRole` holders when given), audited. */
export async function updateManagedAccount(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  companyId: string,
  id: string,
  changes: AccountChanges,
  anyRole?: readonly Role[],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await requireAccount(tx, ctx, companyId, id, anyRole);
    assertMayManage(ctx, before);
    const { roles: rolesChange, ...fields } = changes;
    let roles: Role[] | undefined;
    if (rolesChange !== undefined) {
      roles = normaliseRoles(typeof rolesChange === "function" ? rolesChange(before.roles) : rolesChange);
      const unchanged = roles.join() === normaliseRoles(before.roles).join();
      if (!unchanged) {
        if (before.id === ctx.userId) {
          throw new AppError("VALIDATION", {
            field: "roles",
            message: USER_ACCOUNT_MESSAGES.cannotChangeOwnRoles,
          });
        }
        assertMayGrant(ctx, roles);
      }
    }
    const firstname = fields.firstname ?? before.firstname;
    const lastname = fields.lastname ?? before.lastname;
    const namesChanged = firstname !== before.firstname || lastname !== before.lastname;
    const [after] = await tx
      .update(users)
      .set({
        ...fields,
        ...(roles ? { roles } : {}),
        ...(namesChanged ? { displayName: personName({ firstname, lastname }) } : {}),
        updatedBy: ctx.userId,
        updatedAt: clock.now(),
      })
      .where(and(eq(users.id, before.id), eq(users.companyId, companyId)))
      .returning();
    if (!after) throw notFound();
    await announceAccountChanged(tx, [after.id]);
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "user",
      entityId: after.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      companyId,
    });
    return after;
  });
}

/** Deletes an account of `companyId` (never the caller's own), audited. */
export async function deleteManagedAccount(
  db: Db,
  ctx: Ctx,
  companyId: string,
  id: string,
  anyRole?: readonly Role[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireAccount(tx, ctx, companyId, id, anyRole);
    if (before.id === ctx.userId) {
      throw new AppError("VALIDATION", { message: USER_ACCOUNT_MESSAGES.cannotDeleteSelf });
    }
    assertMayManage(ctx, before);
    await tx.delete(users).where(and(eq(users.id, before.id), eq(users.companyId, companyId)));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "user",
      entityId: before.id,
      before: auditSnapshot(before),
      companyId,
    });
  });
}
