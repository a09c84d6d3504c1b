import { sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { deleteUserSessions, revokeUserSessions } from "../../platform/sessions.ts";
import { deleteAbsenceAlertNoticesOf } from "../absence-alerts/index.ts";
import { deleteAccountTokensOf } from "../accounts/index.ts";
import { photoKeyOfUrl } from "../branding/index.ts";
import { deleteCalendarFeedsOf } from "../calendar/index.ts";
import { detachAttachmentsOf } from "../message-attachments/index.ts";
import { deleteTimetableAlertsOf } from "../timetable-changes/index.ts";
import { type AccountPseudonym, findCompanyAccount, pseudonymiseUser, type UserRow } from "../users/index.ts";

// What erasing a person does to their sign-in account, whoever they are (a student, a teacher, an
// administrator): both erasures call it inside their transaction.

export type EraseDeps = { db: Db; blobs: BlobStore; clock: Clock; bus: EventBus };
export type AccountRow = UserRow;

/** Who erases: an administrator, or the retention job (no user). */
export interface Eraser {
  companyId: string;
  userId: string | null;
}

/** The account `userId` of the company, or undefined. */
export async function accountOf(db: Executor, companyId: string, userId: string | null) {
  return userId ? findCompanyAccount(db, companyId, userId) : undefined;
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
  blobKeys.push(...(await detachAttachmentsOf(tx, companyId, account.id)));
  await revokeUserSessions(tx, deps, { userId: account.id, companyId });
  await deleteUserSessions(tx, account.id);
  await deleteAccountTokensOf(tx, account.id);
  await deleteCalendarFeedsOf(tx, account.id);
  await deleteTimetableAlertsOf(tx, account.id);
  await deleteAbsenceAlertNoticesOf(tx, account.id);
  await pseudonymiseUser(tx, account.id, pseudonym, eraser.userId, deps.clock.now());
  await announceAccountChanged(tx, [account.id]);
  return blobKeys;
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
