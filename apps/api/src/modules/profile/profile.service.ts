import type { Me } from "@campus/contracts/auth";
import { personName } from "@campus/contracts/people";
import {
  type ChangePasswordBody,
  PROFILE_MESSAGES,
  PROFILE_OPTIONAL_TEXTS,
  type UpdateProfileBody,
} from "@campus/contracts/profile";
import { passwordPolicySchema } from "@campus/contracts/user-accounts";
import type { Db, Executor } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { revokeUserSessions } from "../../platform/sessions.ts";
import { getMe } from "../auth/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { findCallerTeacherId } from "../teacher-cards/index.ts";
import { findCallerAccount, type UserRow, updateCallerAccount } from "../users/index.ts";

type EditableField =
  | "displayName"
  | "firstname"
  | "lastname"
  | "isPublic"
  | "messageDigest"
  | (typeof PROFILE_OPTIONAL_TEXTS)[number];
type ProfileChanges = Partial<Pick<UserRow, EditableField>>;

/** The caller's own account row, within the caller's company; a vanished account is signed out. */
async function findOwnAccount(db: Executor, ctx: Ctx): Promise<UserRow> {
  const row = await findCallerAccount(db, ctx);
  if (!row) throw new AppError("UNAUTHENTICATED");
  return row;
}

/**
 * The columns that actually change: empty optional texts become null, and an empty display
 * name, or one that followed the names before, follows the (new) names.
 */
function profileChanges(before: UserRow, body: UpdateProfileBody): ProfileChanges {
  const wanted: ProfileChanges = {};
  for (const field of PROFILE_OPTIONAL_TEXTS) {
    const value = body[field];
    if (value !== undefined) wanted[field] = value === "" ? null : value;
  }
  if (body.isPublic !== undefined) wanted.isPublic = body.isPublic;
  if (body.messageDigest !== undefined) wanted.messageDigest = body.messageDigest;
  if (body.firstname !== undefined) wanted.firstname = body.firstname;
  if (body.lastname !== undefined) wanted.lastname = body.lastname;

  const nextFullName = personName({
    firstname: wanted.firstname ?? before.firstname,
    lastname: wanted.lastname ?? before.lastname,
  });
  const followedNames = before.displayName === "" || before.displayName === personName(before);
  if (body.displayName !== undefined) wanted.displayName = body.displayName || nextFullName;
  else if (followedNames) wanted.displayName = nextFullName;

  const changes: ProfileChanges = {};
  for (const [field, value] of Object.entries(wanted) as [EditableField, unknown][]) {
    if (before[field] !== value) Object.assign(changes, { [field]: value });
  }
  return changes;
}

/**
 * Whether the caller is a student or a teacher of the school: their names are the school
 * record's (lists, sheets, exports), which only an administrator corrects.
 */
async function hasSchoolRecord(db: Executor, ctx: Ctx): Promise<boolean> {
  if (await findCallerStudent(db, ctx)) return true;
  return (await findCallerTeacherId(db, ctx)) !== null;
}

/** Updates the caller's own profile fields (audited when anything changes); answers the new profile. */
export async function updateOwnProfile(db: Db, clock: Clock, ctx: Ctx, body: UpdateProfileBody): Promise<Me> {
  await db.transaction(async (tx) => {
    const before = await findOwnAccount(tx, ctx);
    const changes = profileChanges(before, body);
    const renames = (["firstname", "lastname"] as const).filter((field) => field in changes);
    if (renames.length > 0 && (await hasSchoolRecord(tx, ctx))) {
      throw new AppError("VALIDATION", { field: renames[0], message: PROFILE_MESSAGES.nameBySchool });
    }
    const fields = Object.keys(changes) as EditableField[];
    if (fields.length === 0) return;
    await updateCallerAccount(tx, clock, ctx, changes);
    await recordAudit(tx, ctx, {
      action: "update-profile",
      entity: "user",
      entityId: ctx.userId,
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: changes,
    });
  });
  return getMe(db, ctx);
}

export interface ChangePasswordDeps {
  db: Db;
  clock: Clock;
  /** Counts wrong current passwords, so that a stolen session cannot guess the password. */
  limiter: LoginLimiter;
  /** Ends the live streams of the other sessions. */
  bus: EventBus;
}

/**
 * Changes the caller's own password: the current one must be right and the new one follow
 * the specification's policy and differ from it (so a password an administrator set is
 * replaced, and the account may use every route again). Every other session of the account
 * ends; this one stays.
 */
export async function changeOwnPassword(
  deps: ChangePasswordDeps,
  ctx: Ctx,
  body: ChangePasswordBody,
): Promise<{ ok: true }> {
  if (!passwordPolicySchema.safeParse(body.newPassword).success) {
    throw new AppError("PASSWORD_POLICY", { field: "newPassword" });
  }
  const account = await findOwnAccount(deps.db, ctx);
  await deps.limiter.attempt({ strict: [`password-change:${ctx.userId}`] }, async () => {
    if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
      throw new AppError("VALIDATION", {
        field: "currentPassword",
        message: PROFILE_MESSAGES.wrongCurrentPassword,
      });
    }
  });
  if (body.newPassword === body.currentPassword) {
    throw new AppError("VALIDATION", { field: "newPassword", message: PROFILE_MESSAGES.sameAsCurrent });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateCallerAccount(tx, deps.clock, ctx, { passwordHash, mustChangePassword: false });
    await revokeUserSessions(tx, deps, ctx, ctx.sessionId);
    await recordAudit(tx, ctx, { action: "change-password", entity: "user", entityId: ctx.userId });
  });
  return { ok: true };
}
