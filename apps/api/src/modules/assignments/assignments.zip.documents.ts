import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { assignmentFiles } from "../../db/schema/index.ts";
import { requireBox } from "../../platform/access/assignment-access.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import { type BlobZipEntry, sendBlobZip, uniqueNamer, zipSegment } from "../../platform/blob-zip.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug } from "../../platform/documents.ts";
import { boxRoster, requireRosterStudent } from "./assignments.submissions.service.ts";

/** The folder of each student: `Nom_Prénom`, made unique with the student number when two share it. */
function folderNames(students: { id: string; lastname: string; firstname: string; studentNumber: string }[]) {
  const namer = uniqueNamer();
  const folders = new Map<string, string>();
  const byBase = new Map<string, number>();
  for (const student of students) {
    const base = zipSegment(`${student.lastname}_${student.firstname}`.replace(/\s+/g, "_"), "Apprenant");
    byBase.set(base.toLowerCase(), (byBase.get(base.toLowerCase()) ?? 0) + 1);
  }
  for (const student of students) {
    const base = zipSegment(`${student.lastname}_${student.firstname}`.replace(/\s+/g, "_"), "Apprenant");
    const shared = (byBase.get(base.toLowerCase()) ?? 0) > 1;
    folders.set(student.id, namer(shared ? zipSegment(`${base}_${student.studentNumber}`, base) : base));
  }
  return folders;
}

/**
 * The whole box (staff), or one student's files, as a zip streamed while it is built: `Nom_Prénom/`
 * folders, names kept in UTF-8, deduplicated, without path parts; a file missing from the store is
 * listed in LISEZ-MOI.txt instead (see sendBlobZip).
 */
export async function sendBoxZip(
  reply: FastifyReply,
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  boxId: string,
  studentId?: string,
) {
  const { box, courseTitle } = await requireBox(db, ctx, boxId, "manage");
  if (studentId) await requireRosterStudent(db, ctx, box, studentId);
  const roster = (await boxRoster(db, ctx, box)).filter(
    (entry) => entry.files.length > 0 && (!studentId || entry.studentId === studentId),
  );
  const keys = await fileKeys(db, ctx, box.id);
  const folders = folderNames(roster.map((entry) => ({ ...entry, id: entry.studentId })));
  const entries: BlobZipEntry[] = roster.flatMap((entry) => {
    // Names unique within each student's folder: `a.pdf`, `a (2).pdf`…
    const namer = uniqueNamer();
    const folder = folders.get(entry.studentId) ?? "Apprenant";
    return entry.files.map((file) => ({
      path: `${folder}/${namer(zipSegment(file.name, "fichier"))}`,
      blobKey: keys.get(file.id) ?? "",
      date: new Date(file.uploadedAt),
    }));
  });
  const only = studentId ? roster[0] : undefined;
  const suffix = only ? `-${fileSlug(`${only.lastname} ${only.firstname}`)}` : "";
  return sendBlobZip(reply, blobs, `${fileSlug(`${courseTitle} ${box.title}`)}${suffix}.zip`, entries);
}

async function fileKeys(db: Db, ctx: Ctx, boxId: string) {
  const rows = await db
    .select({ id: assignmentFiles.id, blobKey: assignmentFiles.blobKey })
    .from(assignmentFiles)
    .where(and(eq(assignmentFiles.boxId, boxId), eq(assignmentFiles.companyId, ctx.companyId)));
  return new Map(rows.map((row) => [row.id, row.blobKey]));
}
