import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendanceSignatures, courses, slots } from "../../db/schema/index.ts";
import { type MadeZipEntry, uniqueNamer, zipSegment } from "../../platform/blob-zip.ts";
import { parisDateTime } from "../../platform/documents.ts";
import type { Person } from "./privacy.person.queries.ts";

/**
 * The person's attendance signatures as PNG files of the zip (`signatures/<day> <time> <course>.png`):
 * those they gave as a student, and those they gave a sheet as its teacher. Each image is read when the
 * zip reaches it (a few kilobytes each), never all at once.
 */
export async function signatureEntries(db: Executor, person: Person): Promise<MadeZipEntry[]> {
  const own = [
    person.studentId ? eq(attendanceSignatures.studentId, person.studentId) : undefined,
    person.userId
      ? and(isNull(attendanceSignatures.studentId), eq(attendanceSignatures.signedBy, person.userId))
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (own.length === 0) return [];
  const rows = await db
    .select({ id: attendanceSignatures.id, signedAt: attendanceSignatures.signedAt, course: courses.title })
    .from(attendanceSignatures)
    .innerJoin(slots, eq(slots.id, attendanceSignatures.slotId))
    .innerJoin(courses, eq(courses.id, slots.courseId))
    .where(and(eq(attendanceSignatures.companyId, person.companyId), or(...own)))
    .orderBy(asc(attendanceSignatures.signedAt), asc(attendanceSignatures.id));
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
      open: async () => {
        const [image] = await db
          .select({ png: attendanceSignatures.png })
          .from(attendanceSignatures)
          .where(eq(attendanceSignatures.id, row.id));
        return image?.png ?? Buffer.alloc(0);
      },
    };
  });
}
