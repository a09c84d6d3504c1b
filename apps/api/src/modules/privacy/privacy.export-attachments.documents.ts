import type { Executor } from "../../db/client.ts";
import { type BlobZipEntry, uniqueNamer, zipSegment } from "../../platform/blob-zip.ts";
import { parisDateTime } from "../../platform/documents.ts";
import { attachmentsOfMember } from "../message-attachments/index.ts";
import type { Person } from "./privacy.person.queries.ts";

/**
 * The files attached to the messages of the person's conversations, as zip entries read from the blob
 * store when the zip reaches them: `messages/envoyes/<day> <time> <name>` for theirs,
 * `messages/recus/…` for those they received (messages.json names each message's file).
 */
export async function attachmentEntries(db: Executor, person: Person): Promise<BlobZipEntry[]> {
  if (!person.userId) return [];
  const rows = await attachmentsOfMember(db, person.companyId, person.userId);
  const namer = uniqueNamer();
  return rows.flatMap((row) => {
    if (!row.blobKey) return [];
    const at = parisDateTime(row.sentAt);
    const folder = row.authorId === person.userId ? "envoyes" : "recus";
    const name = zipSegment(
      `${at.date.split("/").reverse().join("-")} ${at.time.replace(":", "h")} ${row.name ?? "fichier"}`,
      "fichier",
    );
    return [{ path: namer(`messages/${folder}/${name}`), blobKey: row.blobKey, date: row.sentAt }];
  });
}
