import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";

// What an account's erasure (the privacy module) does to the messages it wrote, inside its transaction:
// their text stays, their attachments go.

/** Unlinks the attachments of the messages the account wrote and answers their blobs, to remove after the commit. */
export async function detachAttachmentsOf(tx: Executor, companyId: string, userId: string) {
  const written = and(
    eq(messages.companyId, companyId),
    eq(messages.authorId, userId),
    isNotNull(messages.attachmentKey),
  );
  const attachments = await tx.select({ key: messages.attachmentKey }).from(messages).where(written);
  await tx
    .update(messages)
    .set({ attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(written);
  return attachments.flatMap((row) => (row.key ? [row.key] : []));
}
