import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Db, Executor } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import {
  type BlobZipEntry,
  type MadeZipEntry,
  sendBlobZip,
  uniqueNamer,
  zipSegment,
} from "../../platform/blob-zip.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug } from "../../platform/documents.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { handInFilesOfStudent } from "../assignments/index.ts";
import { photoKeyOfUrl } from "../branding/index.ts";
import { findCompanyStudent } from "../student-cards/index.ts";
import { findCompanyAccount } from "../users/index.ts";
import { attachmentEntries } from "./privacy.export-attachments.documents.ts";
import { EXPORT_SECTIONS, type ExportSection, type PageAt } from "./privacy.export-sections.documents.ts";
import { signatureEntries } from "./privacy.export-signatures.documents.ts";
import { accountPerson, callerPerson, type Person, studentPerson } from "./privacy.person.queries.ts";
import { buildSummaryPdf, type SummaryDocument, type SummaryIdentity } from "./privacy.summary.documents.ts";

/** Rows read per query: the copy's memory stays this page whatever the person's history. */
const PAGE_ROWS = 500;

type Deps = { db: Db; blobs: BlobStore; clock: Clock };

/** A section as a JSON array, read a page at a time while the zip takes it. */
function jsonStream(db: Executor, person: Person, section: ExportSection): Readable {
  async function* chunks() {
    yield Buffer.from("[");
    let at: PageAt = { offset: 0, after: null };
    for (;;) {
      const rows = await section.page(db, person, at, PAGE_ROWS);
      const text = rows.map(
        ({ cursor: _cursor, ...row }, index) =>
          `${at.offset === 0 && index === 0 ? "" : ","}\n${JSON.stringify(row)}`,
      );
      if (text.length > 0) yield Buffer.from(text.join(""));
      if (rows.length < PAGE_ROWS) break;
      const last = rows.at(-1);
      at = { offset: at.offset + rows.length, after: typeof last?.cursor === "string" ? last.cursor : null };
    }
    yield Buffer.from("\n]\n");
  }
  return Readable.from(chunks());
}

async function identityOf(db: Executor, person: Person): Promise<SummaryIdentity> {
  const account = person.userId ? await findCompanyAccount(db, person.companyId, person.userId) : undefined;
  const record = person.studentId ? await findCompanyStudent(db, person, person.studentId) : null;
  return {
    name: account?.displayName || (record ? `${record.firstname} ${record.lastname}` : ""),
    email: account?.email ?? record?.email ?? "",
    studentNumber: record?.studentNumber ?? null,
  };
}

/** The person's hand-in files (bounded by the boxes' limits) and their photo, as zip entries. */
async function fileEntries(db: Executor, person: Person, now: Date): Promise<BlobZipEntry[]> {
  const entries: BlobZipEntry[] = [];
  if (person.userId) {
    const account = await findCompanyAccount(db, person.companyId, person.userId);
    const key = account?.photoUrl ? photoKeyOfUrl(account, account.photoUrl) : undefined;
    if (key) entries.push({ path: "photo.webp", blobKey: key, date: now });
  }
  if (person.studentId) {
    const files = await handInFilesOfStudent(db, person.companyId, person.studentId);
    const namer = uniqueNamer();
    for (const file of files) {
      const folder = file.role === "feedback" ? "retours" : "rendus";
      const path = `devoirs/${zipSegment(file.box, "devoir")}/${folder}/${zipSegment(file.name, "fichier")}`;
      entries.push({ path: namer(path), blobKey: file.blobKey, date: file.createdAt });
    }
  }
  return entries;
}

/**
 * Streams the person's copy: the PDF summary, one JSON file per section, then their files (hand-ins,
 * photo, message attachments) and signatures.
 */
async function sendPersonData(deps: Deps, reply: FastifyReply, person: Person, isOwn: boolean) {
  const now = deps.clock.now();
  const identity = await identityOf(deps.db, person);
  const counts: SummaryDocument["sections"] = [];
  for (const section of EXPORT_SECTIONS) {
    counts.push({ title: section.title, file: section.file, count: await section.count(deps.db, person) });
  }
  const files = [
    ...(await fileEntries(deps.db, person, now)),
    ...(await attachmentEntries(deps.db, person)),
    ...(await signatureEntries(deps.db, person)),
  ];
  const entries: (BlobZipEntry | MadeZipEntry)[] = [
    {
      path: "resume.pdf",
      date: now,
      open: () =>
        buildSummaryPdf({ identity, generatedAt: now, sections: counts, fileCount: files.length, isOwn }),
    },
    ...EXPORT_SECTIONS.map((section) => ({
      path: section.file,
      date: now,
      open: async () => jsonStream(deps.db, person, section),
    })),
    ...files,
  ];
  const name = `mes-donnees-${fileSlug(identity.name || "compte")}-${parisDay(now)}.zip`;
  return sendBlobZip(reply, deps.blobs, name, entries);
}

/** « Mes données »: the caller's own copy of everything the product holds about them. */
export async function exportOwnData(deps: Deps, ctx: Ctx, reply: FastifyReply) {
  const person = await callerPerson(deps.db, ctx);
  await recordAudit(deps.db, ctx, { action: "export-own", entity: "personal-data", entityId: ctx.userId });
  return sendPersonData(deps, reply, person, true);
}

/** The same copy of a student of the company, for an administrator (audited); another company's: 404. */
export async function exportStudentData(deps: Deps, ctx: Ctx, studentId: string, reply: FastifyReply) {
  const person = await studentPerson(deps.db, ctx, studentId);
  await recordAudit(deps.db, ctx, { action: "export", entity: "personal-data", entityId: studentId });
  return sendPersonData(deps, reply, person, false);
}

/** The same copy of any account of the company (a teacher, an administrator…), audited; another company's: 404. */
export async function exportAccountData(deps: Deps, ctx: Ctx, userId: string, reply: FastifyReply) {
  const person = await accountPerson(deps.db, ctx, userId);
  await recordAudit(deps.db, ctx, { action: "export", entity: "personal-data", entityId: userId });
  return sendPersonData(deps, reply, person, false);
}
