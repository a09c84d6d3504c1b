import type { Executor } from "../../db/client.ts";
import { type MadeZipEntry, uniqueNamer, zipSegment } from "../../platform/blob-zip.ts";
import { parisDateTime } from "../../platform/documents.ts";
import { signaturePng, signaturesOfPerson } from "../attendance/index.ts";
import type { Person } from "./privacy.person.queries.ts";

/**
 * The person's attendance signatures as PNG files of the zip (`signatures/<day> <time> <course>.png`):
 * those they gave as a student, and those they gave a sheet as its teacher. Each image is read when the
 * zip reaches it (a few kilobytes each), never all at once.
 */
export async function signatureEntries(db: Executor, person: Person): Promise<MadeZipEntry[]> {
  const rows = await signaturesOfPerson(db, person.companyId, person);
  const namer = uniqueNamer();
  return rows.map((row) => {
    const at = parisDateTime(row.signedAt);
    const name = zipSegment(
      `${at.date.split("/").reverse().join("-")} ${at.time.replace(":", "h")} ${row.course}`,
      "signature",
    );
    return {
      path: namer(`signatures/${name}.png`),
      date: row.signedAt,
      open: () => signaturePng(db, person.companyId, row.id),
    };
  });
}
