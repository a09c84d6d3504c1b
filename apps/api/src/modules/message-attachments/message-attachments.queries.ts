import { isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";

// The messages' attachments as the modules below the messages module read them (the integrity check of
// the stored files): the read face of the messages tables, below the messages module (it imports users only).

/** Every company's message attachments: where each file is and its name (for the integrity check). */
export function listAttachmentBlobs(db: Executor) {
  return db
    .select({
      companyId: messages.companyId,
      id: messages.id,
      blobKey: sql<string>`${messages.attachmentKey}`,
      name: sql<string>`coalesce(${messages.attachmentName}, 'pièce jointe')`,
    })
    .from(messages)
    .where(isNotNull(messages.attachmentKey));
}
