import type { Page } from "@campus/contracts/common";
import { isAdministrator, ROLES, type Role } from "@campus/contracts/roles";
import {
  type CreateUserAccountBody,
  passwordPolicySchema,
  type ResetPasswordBody,
  type UpdateUserAccountBody,
  USER_ACCOUNT_MESSAGES,
  type UserAccount,
  type UserAccountEntry,
  type UserAccountListQuery,
} from "@campus/contracts/user-accounts";
import type { UserProfile, UserProfileView } from "@campus/contracts/users";
import { and, arrayContains, arrayOverlaps, asc, desc, eq, ilike, not, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { instances, users } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, pgErrorCode } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { containsPattern } from "../../platform/search.ts";
import { revokeUserSessions } from "../auth/auth.service.ts";
import { toUserProfile } from "./user-profile.ts";

type UserRow = typeof users.$inferSelect;

export interface NewUserAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  /** Defaults to the caller's company and instance. */
  companyId?: string;
  instance?: string;
  externalId?: string | null;
  phoneNumber?: string | null;
}

/** Creates a sign-in account; an e-mail already used anywhere on the platform answers EMAIL_IN_USE on `email`. */
export async function createUserAccount(db: Executor, ctx: Ctx, input: NewUserAccount) {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        companyId: input.companyId ?? ctx.companyId,
        instance: input.instance ?? ctx.instance,
        email: input.email.trim().toLowerCase(),
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        displayName: `${input.firstname} ${input.lastname}`.trim(),
        roles: input.roles,
        externalId: input.externalId ?? null,
        phoneNumber: input.phoneNumber ?? null,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    return row;
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new AppError("EMAIL_IN_USE", { field: "email" });
    throw error;
  }
}

/**
 * Keeps the names and e-mail of an account in step with the school profile (teacher,
 * student) linked to it; for the school modules, inside their own transaction.
 */
export async function syncAccountIdentity(
  db: Executor,
  ctx: Ctx,
  userId: string,
  values: { firstname: string; lastname: string; email: string },
): Promise<void> {
  try {
    await db
      .update(users)
      .set({
        firstname: values.firstname,
        lastname: values.lastname,
        displayName: `${values.firstname} ${values.lastname}`.trim(),
        email: values.email.trim().toLowerCase(),
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.companyId, ctx.companyId)));
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new AppError("EMAIL_IN_USE", { field: "email" });
    throw error;
  }
}

/** Deletes an account that holds only `role` (its sessions go with it); an account with other roles stays. */
export async function deleteAccountWithOnlyRole(
  db: Executor,
  ctx: Ctx,
  userId: string,
  role: Role,
): Promise<void> {
  await db
    .delete(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, ctx.companyId),
        sql`${users.roles} = ARRAY[${role}]::text[]`,
      ),
    );
}

// ---------------------------------------------------------------------------
// Account rules shared with the administrators module.

/** Throws PASSWORD_POLICY on `password` unless the password follows the specification's rule. */
export function assertPasswordPolicy(password: string): void {
  if (!passwordPolicySchema.safeParse(password).success) {
    throw new AppError("PASSWORD_POLICY", { field: "password" });
  }
}

const isPlatformOperator = (ctx: Ctx) => ctx.roles.includes("superadmin");

/**
 * The roles a caller may hand out, and so the accounts it may manage: the platform
 * operator any; a company super administrator all but superadmin; an administrator only
 * teachers and students (administrators are the super administrator's business).
 */
export function grantableRoles(ctx: Ctx): readonly Role[] {
  if (isPlatformOperator(ctx)) return ROLES;
  if (ctx.roles.includes("superadmincom")) return ["superadmincom", "admin", "teacher", "student"];
  if (ctx.roles.includes("admin")) return ["teacher", "student"];
  return [];
}

function assertCanGrant(ctx: Ctx, roles: readonly Role[]): void {
  const grantable = grantableRoles(ctx);
  if (!roles.every((role) => grantable.includes(role))) {
    throw new AppError("FORBIDDEN", { field: "roles", message: USER_ACCOUNT_MESSAGES.cannotGrantRole });
  }
}

/** A caller may manage their own account and any account whose roles it could have granted. */
function assertCanManage(ctx: Ctx, target: UserRow): void {
  if (target.id === ctx.userId) return;
  const grantable = grantableRoles(ctx);
  if (!target.roles.every((role) => grantable.includes(role))) {
    throw new AppError("FORBIDDEN", { message: USER_ACCOUNT_MESSAGES.cannotManageAccount });
  }
}

/** Roles in the canonical order, without duplicates. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** Only the platform operator sees the accounts of the platform operators. */
function visibleTo(ctx: Ctx): SQL | undefined {
  return isPlatformOperator(ctx) ? undefined : not(arrayContains(users.roles, ["superadmin"]));
}

/** An account as the user and administrator lists show it. */
export function toUserAccount(row: UserRow): UserAccount {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    displayName: row.displayName || `${row.firstname} ${row.lastname}`.trim(),
    photoUrl: row.photoUrl,
    phoneNumber: row.phoneNumber,
    roles: row.roles,
    disabled: row.disabled,
    companyId: row.companyId,
    instance: row.instance,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an account: the profile, never the password hash. */
const auditSnapshot = (row: UserRow) => {
  const { createdAt: _c, updatedAt: _u, ...profile } = toUserProfile(row);
  return profile;
};

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
    visibleTo(ctx),
    filter.role ? arrayContains(users.roles, [filter.role]) : undefined,
    filter.anyRole ? arrayOverlaps(users.roles, [...filter.anyRole]) : undefined,
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
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ACCOUNT_ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)` }).from(users).where(where),
  ]);
  return {
    items: rows.map(toUserAccount),
    total: Number(totalRow?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The account `id` of `companyId` as the caller may see it (optionally restricted to some roles), or 404. */
export async function findAccount(
  db: Executor,
  ctx: Ctx,
  companyId: string,
  id: string,
  anyRole?: readonly Role[],
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.companyId, companyId),
        visibleTo(ctx),
        anyRole ? arrayOverlaps(users.roles, [...anyRole]) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The instance a new account of `companyId` lands on: the one asked for, which must exist, else `principal` or the first. */
async function resolveInstance(db: Executor, companyId: string, wanted: string | undefined): Promise<string> {
  const rows = await db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.companyId, companyId))
    .orderBy(asc(instances.id));
  if (wanted !== undefined) {
    if (!rows.some((row) => row.id === wanted)) {
      throw new AppError("VALIDATION", { field: "instance", message: USER_ACCOUNT_MESSAGES.unknownInstance });
    }
    return wanted;
  }
  const fallback = rows.find((row) => row.id === "principal") ?? rows[0];
  if (!fallback) throw notFound();
  return fallback.id;
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
  assertCanGrant(ctx, roles);
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
  ctx: Ctx,
  companyId: string,
  id: string,
  changes: AccountChanges,
  anyRole?: readonly Role[],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await findAccount(tx, ctx, companyId, id, anyRole);
    assertCanManage(ctx, before);
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
        assertCanGrant(ctx, roles);
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
        ...(namesChanged ? { displayName: `${firstname} ${lastname}`.trim() } : {}),
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, before.id), eq(users.companyId, companyId)))
      .returning();
    if (!after) throw notFound();
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
    const before = await findAccount(tx, ctx, companyId, id, anyRole);
    if (before.id === ctx.userId) {
      throw new AppError("VALIDATION", { message: USER_ACCOUNT_MESSAGES.cannotDeleteSelf });
    }
    assertCanManage(ctx, before);
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

/**
 * The person and the company's administrators see a whole profile; anyone else (a teacher) its
 * card: names, e-mail, photo and roles. The serializer drops what the view does not list.
 */
function accountView(ctx: Ctx, id: string): "full" | "card" {
  return id === ctx.userId || isAdministrator(ctx.roles) ? "full" : "card";
}

/** One account: its whole profile, or its card (see `accountView`). */
export async function getUserAccount(db: Db, ctx: Ctx, id: string): Promise<UserProfileView> {
  const row = await findAccount(db, ctx, ctx.companyId, id);
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
  ctx: Ctx,
  id: string,
  body: UpdateUserAccountBody,
): Promise<UserProfile> {
  return toUserProfile(await updateManagedAccount(db, ctx, ctx.companyId, id, body));
}

/** Disables (and signs out everywhere) or enables an account; nobody disables themselves. */
export async function setUserAccountDisabled(
  db: Db,
  ctx: Ctx,
  id: string,
  disabled: boolean,
): Promise<UserProfile> {
  const row = await db.transaction(async (tx) => {
    const before = await findAccount(tx, ctx, ctx.companyId, id);
    if (disabled && before.id === ctx.userId) {
      throw new AppError("VALIDATION", { message: USER_ACCOUNT_MESSAGES.cannotDisableSelf });
    }
    assertCanManage(ctx, before);
    const [after] = await tx
      .update(users)
      .set({ disabled, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(users.id, before.id), eq(users.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: disabled ? "disable" : "enable",
      entity: "user",
      entityId: after.id,
      before: { disabled: before.disabled },
      after: { disabled },
    });
    if (disabled) await revokeUserSessions(tx, after.id);
    return after;
  });
  return toUserProfile(row);
}

/** Deletes an account of the caller's company. */
export function deleteUserAccount(db: Db, ctx: Ctx, id: string): Promise<void> {
  return deleteManagedAccount(db, ctx, ctx.companyId, id);
}

/** Sets a new password under the specification's policy and ends the account's sessions. */
export async function resetUserPassword(
  db: Db,
  ctx: Ctx,
  id: string,
  body: ResetPasswordBody,
): Promise<{ ok: true }> {
  assertPasswordPolicy(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const target = await findAccount(tx, ctx, ctx.companyId, id);
    assertCanManage(ctx, target);
    await tx
      .update(users)
      .set({ passwordHash, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(users.id, target.id), eq(users.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, { action: "reset-password", entity: "user", entityId: target.id });
    await revokeUserSessions(tx, target.id);
  });
  return { ok: true };
}
