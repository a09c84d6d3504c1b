import { randomBytes } from "node:crypto";
import type { ChatMessage } from "@campus/contracts/chat";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversationMembers, messages } from "../../db/schema/messaging.ts";
import { type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Ctx } from "../../platform/context.ts";
import { type BlobDownload, openBlob } from "../../platform/downloads.ts";
import { notFound } from "../../platform/errors.ts";
import { OFFICE_TYPES, type ReceiveUpload, TEXT_PLAIN } from "../../platform/uploads.ts";
import { callerMemberships, requireCorrespondent } from "./messages.contacts.queries.ts";
import { checkSendingRate, type MessagingDeps, sendMessage } from "./messages.send.service.ts";

/** What a message's attachment may be, by its bytes: PDF, images, office documents, ZIP or UTF-8 text. */
export const CHAT_FILE_TYPES: readonly string[] = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  ...OFFICE_TYPES,
  "application/zip",
  TEXT_PLAIN,
];

/**
 * Sends one file as a message (no text) to a person the caller may write to. The recipient and the
 * rate are checked before the upload is read, so a refused sender stores nothing; a failure after the
 * upload removes the stored file.
 */
export async function sendAttachment(
  deps: MessagingDeps & { blobs: BlobStore },
  ctx: Ctx,
  userId: string,
  receive: ReceiveUpload,
): Promise<ChatMessage> {
  const { person } = await requireCorrespondent(deps.db, ctx, userId);
  await checkSendingRate(deps.db, ctx, deps.clock.now());
  const attachment = await receive((name) =>
    blobKey({
      companyId: ctx.companyId,
      instance: ctx.instance,
      category: "messages",
      ownerId: ctx.userId,
      // A random part keeps two uploads of one name in the same millisecond apart.
      fileName: `${randomBytes(4).toString("hex")}-${name}`,
    }),
  );
  try {
    return await sendMessage(deps, ctx, person.id, { body: "", attachment });
  } catch (error) {
    await deps.blobs.remove(attachment.key);
    throw error;
  }
}

/** A message's file, for the two people of its conversation only (404 for anyone else). */
export async function openAttachment(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  messageId: string,
): Promise<BlobDownload> {
  const [row] = await db
    .select({
      key: messages.attachmentKey,
      name: messages.attachmentName,
      type: messages.attachmentType,
      size: messages.attachmentSize,
    })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), callerMemberships(ctx)),
    )
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.companyId, ctx.companyId),
        isNotNull(messages.attachmentKey),
      ),
    );
  if (!row?.key) throw notFound();
  return {
    name: row.name ?? "fichier",
    contentType: row.type ?? "application/octet-stream",
    size: row.size ?? 0,
    open: openBlob(blobs, row.key),
  };
}
