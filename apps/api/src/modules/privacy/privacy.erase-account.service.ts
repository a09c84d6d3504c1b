import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { auditLog, messages, users } from "../../db/schema/index.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { deleteUserSessions, revokeUserSessions } from "../../platform/sessions.ts";
import { deleteAbsenceAlertNoticesOf } from "../absence-alerts/index.ts";
import { deleteAccountTokensOf } from "../accounts/index.ts";
import { photoKeyOfUrl } from "../branding/index.ts";
import { deleteCalendarFeedsOf } from "../calendar/index.ts";
import { deleteTimetableAlertsOf } from "../timetable-changes/index.ts";

// What erasing a person does to their sign-in account, whoever they are (a student, a teacher, an
// administrator): both erasures call it inside their transaction.

export type EraseDeps = { db: Db; blobs: BlobStore; clock: Clock; bus: EventBus };
export type AccountRow = typeof users.$inferSelect;

/** Who erases: an administrator, or the retention job (no user). */
export interface Eraser {
  companyId: string;
  userId: string | null;
}

/** The pseudonym an erased account takes: its names and a sign-in e-mail nobody can receive. */
export interface AccountPseudonym {
  firstname: string;
  lastname: string;
  displayName: string;
  email: string;
}

// The personal keys an audit entry may hold of a student or an account: taken out of the entries about an
// erased person, whose action, date and other fields stay.
const PERSONAL_KEYS = [
  "firstname",
  "lastname",
  "usageName",
  "displayName",
  "email",
  "emailPerso",
  "phoneNumber",
  "phone",
  "address",
  "postalAddress",
  "postalCode",
  "zipCode",
  "city",
  "state",
  "country",
  "about",
  "note",
  "comment",
  "photoUrl",
  "passwordHash",
  "externalId",
  "speciality",
];
const personalKeys = sql.raw(`array[${PERSONAL_KEYS.map((key) => `'${key}'`).join(", ")}]::text[]`);

/** The account `userId` of the company, or undefined. */
export async function accountOf(db: Executor, companyId: string, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row;
}

/**
 * Closes the account for good and replaces its personal fields by the pseudonym: sessions, tokens,
 * calendar feeds and notifications go; the messages it wrote keep their text but lose their attachments.
 * Returns the blobs to remove once the transaction has committed (the photo, the attachments).
 */
export async function pseudonymiseAccount(
  tx: Executor,
  deps: EraseDeps,
  eraser: Eraser,
  account: AccountRow,
  pseudonym: AccountPseudonym,
): Promise<string[]> {
  const companyId = eraser.companyId;
  const blobKeys: string[] = [];
  const photo = account.photoUrl ? photoKeyOfUrl(account, account.photoUrl) : undefined;
  if (photo) blobKeys.push(photo);
  const written = and(
    eq(messages.companyId, companyId),
    eq(messages.authorId, account.id),
    isNotNull(messages.attachmentKey),
  );
  const attachments = await tx.select({ key: messages.attachmentKey }).from(messages).where(written);
  blobKeys.push(...attachments.flatMap((row) => (row.key ? [row.key] : [])));
  await tx
    .update(messages)
    .set({ attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(written);
  await revokeUserSessions(tx, deps, { userId: account.id, companyId });
  await deleteUserSessions(tx, account.id);
  await deleteAccountTokensOf(tx, account.id);
  await deleteCalendarFeedsOf(tx, account.id);
  await deleteTimetableAlertsOf(tx, account.id);
  await deleteAbsenceAlertNoticesOf(tx, account.id);
  await tx
    .update(users)
    .set({
      email: pseudonym.email,
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
      firstname: pseudonym.firstname,
      lastname: pseudonym.lastname,
      displayName: pseudonym.displayName,
      emailPerso: null,
      photoUrl: null,
      phoneNumber: null,
      country: null,
      address: null,
      state: null,
      city: null,
      zipCode: null,
      about: null,
      isPublic: false,
      externalId: null,
      disabled: true,
      mustChangePassword: false,
      messageDigest: false,
      updatedBy: eraser.userId,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, account.id));
  await announceAccountChanged(tx, [account.id]);
  return blobKeys;
}

/** Takes the names and contact details out of the audit entries about these records (the rest stays). */
export async function scrubAuditEntries(tx: Executor, companyId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return;
  await tx
    .update(auditLog)
    .set({
      before: sql`case when jsonb_typeof(${auditLog.before}) = 'object' then ${auditLog.before} - ${personalKeys} else ${auditLog.before} end`,
      after: sql`case when jsonb_typeof(${auditLog.after}) = 'object' then ${auditLog.after} - ${personalKeys} else ${auditLog.after} end`,
    })
    .where(and(eq(auditLog.companyId, companyId), inArray(auditLog.entityId, [...entityIds])));
}

/** Serialises the erasures of a company (their numbers are taken one after the other). */
export async function lockCompanyErasures(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`erasures:${companyId}`}))`);
}

/** Removes an erasure's blobs once it has committed, then marks the job done (nothing when it was). */
export async function removeBlobsOnce(
  deps: EraseDeps,
  erasure: { blobKeys: string[]; blobsRemovedAt: Date | null },
  markDone: () => Promise<unknown>,
): Promise<number> {
  if (erasure.blobsRemovedAt) return erasure.blobKeys.length;
  for (const key of erasure.blobKeys) await deps.blobs.remove(key);
  await markDone();
  return erasure.blobKeys.length;
}
