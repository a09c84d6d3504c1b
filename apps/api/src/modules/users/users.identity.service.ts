import { personName } from "@campus/contracts/people";
import type { Role } from "@campus/contracts/roles";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, pgErrorCode } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";

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

/** What a failed write of an account throws: its only unique key, the e-mail, answers EMAIL_IN_USE on `email`. */
function emailInUseOr(error: unknown): unknown {
  return pgErrorCode(error) === "23505" ? new AppError("EMAIL_IN_USE", { field: "email" }) : error;
}

/**
 * Creates a sign-in account with the initial password its creator (an administrator, an import) chose: its
 * owner must choose their own at first sign-in. An e-mail already used anywhere on the platform answers
 * EMAIL_IN_USE on `email`.
 */
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
        mustChangePassword: true,
        firstname: input.firstname,
        lastname: input.lastname,
        displayName: personName(input),
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
    throw emailInUseOr(error);
  }
}

/**
 * Keeps the names and e-mail of an account in step with the school profile (teacher,
 * student) linked to it; for the school modules, inside their own transaction.
 */
export async function syncAccountIdentity(
  db: Executor,
  clock: Clock,
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
        displayName: personName(values),
        email: values.email.trim().toLowerCase(),
        updatedBy: ctx.userId,
        updatedAt: clock.now(),
      })
      .where(and(eq(users.id, userId), eq(users.companyId, ctx.companyId)));
    await announceAccountChanged(db, [userId]);
  } catch (error) {
    throw emailInUseOr(error);
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

/** First and last names of some accounts, by id (for "marked by", "graded by"…). */
export async function getUserNames(
  db: Executor,
  ids: string[],
): Promise<Map<string, { firstname: string; lastname: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account signing in with this e-mail (any company, case ignored), or null. */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type UserRow = typeof users.$inferSelect;

/** What a user changes of their own account: profile fields and password. */
export type CallerAccountChanges = Partial<
  Omit<UserRow, "id" | "companyId" | "roles" | "disabled" | "createdAt" | "updatedAt" | "updatedBy">
>;

/** Writes changes to the caller's own account, within the caller's company. */
export async function updateCallerAccount(
  db: Executor,
  clock: Clock,
  ctx: Ctx,
  changes: CallerAccountChanges,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedBy: ctx.userId, updatedAt: clock.now() })
    .where(and(eq(users.id, ctx.userId), eq(users.companyId, ctx.companyId)));
  await announceAccountChanged(db, [ctx.userId]);
}

/** The caller's own account, always read within the caller's company, or null. */
export async function findCallerAccount(db: Executor, ctx: Ctx) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, ctx.userId), eq(users.companyId, ctx.companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * Creates an account its owner registered themselves (their own password): it signs in only once its
 * e-mail is verified, and, when `disabled`, once an administrator enables it. EMAIL_IN_USE on `email`.
 */
export async function createSelfRegisteredAccount(
  db: Executor,
  input: Omit<NewUserAccount, "companyId" | "instance"> & {
    companyId: string;
    instance: string;
    disabled: boolean;
  },
) {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        companyId: input.companyId,
        instance: input.instance,
        email: input.email.trim().toLowerCase(),
        passwordHash,
        emailVerified: false,
        disabled: input.disabled,
        firstname: input.firstname,
        lastname: input.lastname,
        displayName: personName(input),
        roles: input.roles,
      })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    return row;
  } catch (error) {
    throw emailInUseOr(error);
  }
}

/** An account by id (any company): for the e-mailed secrets, which name their account themselves. */
export async function findAccountById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Changes what an e-mailed secret proves of an account: its e-mail verified, its owner's own password. */
export async function updateAccountByOwnerProof(
  db: Executor,
  clock: Clock,
  id: string,
  changes: { emailVerified?: true; passwordHash?: string },
): Promise<void> {
  const passwordChanges = changes.passwordHash ? { mustChangePassword: false } : {};
  await db
    .update(users)
    .set({ ...changes, ...passwordChanges, updatedAt: clock.now() })
    .where(eq(users.id, id));
  await announceAccountChanged(db, [id]);
}
