import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { assignmentFiles } from "../../db/schema/index.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug } from "../../platform/documents.ts";
import { attachmentDisposition, openBlob } from "../../platform/downloads.ts";
import { loadArchiver } from "../../platform/heavy-modules.ts";
import { ZIP } from "../../platform/uploads.ts";
import { requireBox } from "./assignments.access.ts";
import { boxRoster, requireRosterStudent } from "./assignments.submissions.ts";

/** One path segment of a zip entry: no separator, no control character, no `.`/`..`, at most 120 characters. */
export function zipSegment(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001F\u007F/\\:*?"<>|]+/g, "_")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 120);
  return cleaned || fallback;
}

/** Makes names unique (case-insensitively, as Windows and macOS compare them): `a.pdf`, `a (2).pdf`… */
export function uniqueNamer() {
  const taken = new Set<string>();
  return (name: string) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** A stream that opens its blob only when the archive reaches it (one open blob at a time). */
function lazyBlob(open: () => Promise<Readable>): Readable {
  let inner: Readable | undefined;
  const lazy = new Readable({
    read() {
      if (inner) {
        inner.resume();
        return;
      }
      open().then(
        (stream) => {
          inner = stream;
          stream.on("data", (chunk: Buffer) => {
            if (!lazy.push(chunk)) stream.pause();
          });
          stream.on("end", () => lazy.push(null));
          stream.on("error", (error) => lazy.destroy(error));
        },
        (error: Error) => lazy.destroy(error),
      );
    },
    destroy(error, callback) {
      inner?.destroy();
      callback(error);
    },
  });
  return lazy;
}

interface ZipEntry {
  folder: string;
  name: string;
  blobKey: string;
  date: Date;
}

/**
 * Streams the handed-in files as a zip, built while it is sent: `Nom_Prénom/` folders, names kept
 * in UTF-8, deduplicated, without path parts. Files are stored as they are (most are compressed
 * already): the zip runs at the store's speed.
 */
async function sendZip(reply: FastifyReply, blobs: BlobStore, fileName: string, entries: ZipEntry[]) {
  const archiver = await loadArchiver();
  const archive = archiver("zip", { store: true, forceZip64: false });
  const folders = new Map<string, (name: string) => string>();
  // One entry at a time: archiver pipes each appended stream at once, so appending them all would
  // open every blob together. The next is appended when the archive has written the previous one.
  let index = 0;
  const appendNext = () => {
    const entry = entries[index++];
    if (!entry) {
      void archive.finalize().catch(() => {});
      return;
    }
    let namer = folders.get(entry.folder);
    if (!namer) {
      namer = uniqueNamer();
      folders.set(entry.folder, namer);
    }
    archive.append(
      lazyBlob(() => openBlob(blobs, entry.blobKey)()),
      {
        name: `${entry.folder}/${namer(zipSegment(entry.name, "fichier"))}`,
        date: entry.date,
      },
    );
  };
  archive.on("entry", appendNext);
  appendNext();
  archive.on("warning", (error) => reply.log.warn({ err: error }, "zip warning"));
  archive.on("error", (error) => {
    reply.log.error({ err: error }, "zip failed");
    reply.raw.destroy(error);
  });
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) archive.abort();
  });
  return reply
    .header("Content-Type", ZIP)
    .header("Content-Disposition", attachmentDisposition(fileName))
    .header("X-Content-Type-Options", "nosniff")
    .send(archive);
}

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

/** The whole box (staff), or one student's files, as a streamed zip. */
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
  const entries: ZipEntry[] = roster.flatMap((entry) =>
    entry.files.map((file) => ({
      folder: folders.get(entry.studentId) ?? "Apprenant",
      name: file.name,
      blobKey: keys.get(file.id) ?? "",
      date: new Date(file.uploadedAt),
    })),
  );
  const only = studentId ? roster[0] : undefined;
  const suffix = only ? `-${fileSlug(`${only.lastname} ${only.firstname}`)}` : "";
  return sendZip(reply, blobs, `${fileSlug(`${courseTitle} ${box.title}`)}${suffix}.zip`, entries);
}

async function fileKeys(db: Db, ctx: Ctx, boxId: string) {
  const rows = await db
    .select({ id: assignmentFiles.id, blobKey: assignmentFiles.blobKey })
    .from(assignmentFiles)
    .where(and(eq(assignmentFiles.boxId, boxId), eq(assignmentFiles.companyId, ctx.companyId)));
  return new Map(rows.map((row) => [row.id, row.blobKey]));
}
