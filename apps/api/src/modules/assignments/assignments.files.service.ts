import { randomBytes } from "node:crypto";
import {
  ASSIGNMENT_MESSAGES,
  type AssignmentFile,
  type AssignmentFileKind,
} from "@campus/contracts/assignments";
import { UPLOAD_MESSAGES } from "@campus/contracts/uploads";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { assignmentFiles, assignmentSubmissions } from "../../db/schema/index.ts";
import { assertMayOpenBoxFile, type BoxRow, requireBox } from "../../platform/access/assignment-access.ts";
import { type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { type BlobDownload, openBlob } from "../../platform/downloads.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { recordBusinessEvent } from "../../platform/events/business-events.ts";
import {
  type ReceiveUpload,
  type StoredUpload,
  storedFileValues,
  type UploadRules,
} from "../../platform/uploads.ts";
import { studentRights } from "./assignments.queries.ts";
import { acceptedTypes, type FileRow, toAssignmentFile } from "./assignments.rows.queries.ts";
import {
  lockSubmission,
  refreshSubmittedAt,
  requireRosterStudent,
} from "./assignments.submissions.service.ts";

const conflict = (message: string) => new AppError("CONFLICT", { message });

/**
 * The upload rules of a box: its types and size, in French; a refused type is a 415. The server's own
 * limit (UPLOAD_MAX_MB) is the ceiling of the box's, whatever the box says (a box set before a lower one).
 */
export function boxUploadRules(box: BoxRow, serverMaxBytes: number): UploadRules {
  const kinds = box.acceptedKinds as AssignmentFileKind[];
  const maxBytes = Math.min(box.maxFileBytes, serverMaxBytes);
  return {
    maxBytes,
    accept: acceptedTypes(kinds),
    invalidTypeMessage: ASSIGNMENT_MESSAGES.invalidType(kinds),
    tooLargeMessage: ASSIGNMENT_MESSAGES.tooLarge(Math.floor(maxBytes / (1024 * 1024))),
  };
}

/** Receives the file, turning a type refusal into 415 (an empty file stays a 400). */
async function receiveFile(receive: ReceiveUpload, keyFor: (name: string) => string): Promise<StoredUpload> {
  try {
    return await receive(keyFor);
  } catch (error) {
    if (
      error instanceof AppError &&
      error.code === "INVALID_FILE" &&
      error.message !== UPLOAD_MESSAGES.emptyFile
    ) {
      throw new AppError("UNSUPPORTED_FILE_TYPE", { field: "file", message: error.message });
    }
    throw error;
  }
}

function studentCheck(box: BoxRow, now: Date, sub: Parameters<typeof studentRights>[2], replacing: boolean) {
  if (box.archivedAt) throw conflict(ASSIGNMENT_MESSAGES.archived);
  if (now.getTime() < box.opensAt.getTime()) throw conflict(ASSIGNMENT_MESSAGES.notOpen);
  const rights = studentRights(box, now, sub);
  if (!(replacing ? rights.canRemoveFiles : rights.canSubmit)) throw conflict(ASSIGNMENT_MESSAGES.closed);
}

/** The files of one student in a box with one role (`more` narrows them). */
const studentFiles = (boxId: string, studentId: string, role: "submission" | "feedback", ...more: SQL[]) =>
  and(
    eq(assignmentFiles.boxId, boxId),
    eq(assignmentFiles.studentId, studentId),
    eq(assignmentFiles.role, role),
    ...more,
  );

async function fileCount(db: Executor, boxId: string, studentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(assignmentFiles)
    .where(studentFiles(boxId, studentId, "submission"));
  return Number(row?.n ?? 0);
}

const keyFor = (ctx: Ctx, boxId: string, studentId: string) => (name: string) =>
  blobKey({
    companyId: ctx.companyId,
    instance: ctx.instance,
    category: "assignments",
    ownerId: `${boxId}/${studentId}`,
    fileName: `${randomBytes(4).toString("hex")}-${name}`,
  });

/**
 * A student hands in one file (streamed, typed from its bytes, within the box's limits). With an
 * `uploadId` already stored, the stored file is the answer (a retried upload is not kept twice);
 * with `replaces`, that file of theirs goes once the new one is stored.
 */
export async function handIn(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  ctx: Ctx,
  boxId: string,
  options: { uploadId?: string; replaces?: string },
  receive: ReceiveUpload,
): Promise<{ file: AssignmentFile; created: boolean }> {
  const { box, studentId } = await requireBox(db, ctx, boxId, "read");
  if (!studentId) throw notFound();
  const existing = options.uploadId ? await byUploadId(db, boxId, studentId, options.uploadId) : undefined;
  const sub = await currentSubmission(db, boxId, studentId);
  studentCheck(box, clock.now(), sub, Boolean(options.replaces));
  if (!options.replaces && !existing && (await fileCount(db, boxId, studentId)) >= box.maxFiles) {
    throw conflict(ASSIGNMENT_MESSAGES.tooManyFiles(box.maxFiles));
  }
  const upload = await receiveFile(receive, keyFor(ctx, boxId, studentId));
  let replaced: FileRow | undefined;
  try {
    const result = await db.transaction(async (tx) => {
      const locked = await requireBox(tx, ctx, boxId, "read", { lock: true });
      const row = await lockSubmission(tx, ctx, boxId, studentId);
      const again = options.uploadId ? await byUploadId(tx, boxId, studentId, options.uploadId) : undefined;
      if (again) return { row: again, created: false };
      const now = clock.now();
      studentCheck(locked.box, now, row, Boolean(options.replaces));
      if (options.replaces) {
        [replaced] = await tx
          .delete(assignmentFiles)
          .where(studentFiles(boxId, studentId, "submission", eq(assignmentFiles.id, options.replaces)))
          .returning();
        if (!replaced) throw notFound();
      } else if ((await fileCount(tx, boxId, studentId)) >= locked.box.maxFiles) {
        throw conflict(ASSIGNMENT_MESSAGES.tooManyFiles(locked.box.maxFiles));
      }
      const [inserted] = await tx
        .insert(assignmentFiles)
        .values({
          companyId: ctx.companyId,
          boxId,
          studentId,
          role: "submission",
          uploadId: options.uploadId ?? null,
          ...storedFileValues(upload, ctx.userId),
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error("assignment file insert returned nothing");
      await refreshSubmittedAt(tx, boxId, studentId);
      await recordBusinessEvent(tx, now, {
        companyId: ctx.companyId,
        type: "handin.received",
        data: { assignmentId: boxId, studentId },
      });
      return { row: inserted, created: true };
    });
    if (!result.created) await blobs.remove(upload.key);
    if (replaced) await blobs.remove(replaced.blobKey);
    return { file: toAssignmentFile(result.row), created: result.created };
  } catch (error) {
    await blobs.remove(upload.key);
    throw error;
  }
}

async function byUploadId(db: Executor, boxId: string, studentId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(assignmentFiles)
    .where(
      and(
        eq(assignmentFiles.boxId, boxId),
        eq(assignmentFiles.studentId, studentId),
        eq(assignmentFiles.uploadId, uploadId),
      ),
    );
  return row;
}

async function currentSubmission(db: Executor, boxId: string, studentId: string) {
  const [row] = await db
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.boxId, boxId), eq(assignmentSubmissions.studentId, studentId)));
  return row;
}

/** A student removes one of their files, before the due date. */
export async function removeHandedIn(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  ctx: Ctx,
  boxId: string,
  fileId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const { box, studentId } = await requireBox(tx, ctx, boxId, "read", { lock: true });
    if (!studentId) throw notFound();
    const sub = await lockSubmission(tx, ctx, boxId, studentId);
    const [row] = await tx
      .delete(assignmentFiles)
      .where(studentFiles(boxId, studentId, "submission", eq(assignmentFiles.id, fileId)))
      .returning();
    if (!row) throw notFound();
    studentCheck(box, clock.now(), sub, true);
    await refreshSubmittedAt(tx, boxId, studentId);
    return row;
  });
  await blobs.remove(removed.blobKey);
}

/** The teacher returns a file with their feedback (one per student: a new one replaces it). */
export async function addFeedbackFile(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  ctx: Ctx,
  boxId: string,
  studentId: string,
  receive: ReceiveUpload,
): Promise<AssignmentFile> {
  const { box } = await requireBox(db, ctx, boxId, "manage", { writable: true });
  await requireRosterStudent(db, ctx, box, studentId);
  const upload = await receiveFile(receive, keyFor(ctx, boxId, studentId));
  try {
    const { row, previous } = await db.transaction(async (tx) => {
      await requireBox(tx, ctx, boxId, "manage", { lock: true, writable: true });
      await lockSubmission(tx, ctx, boxId, studentId);
      const previous = await tx
        .delete(assignmentFiles)
        .where(studentFiles(boxId, studentId, "feedback"))
        .returning();
      const [row] = await tx
        .insert(assignmentFiles)
        .values({
          companyId: ctx.companyId,
          boxId,
          studentId,
          role: "feedback",
          ...storedFileValues(upload, ctx.userId),
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error("feedback file insert returned nothing");
      return { row, previous };
    });
    for (const old of previous) await blobs.remove(old.blobKey);
    return toAssignmentFile(row);
  } catch (error) {
    await blobs.remove(upload.key);
    throw error;
  }
}

/** One file of a box: staff any, a student their own (handed in or returned to them). */
export async function openBoxFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  boxId: string,
  fileId: string,
): Promise<BlobDownload> {
  const access = await requireBox(db, ctx, boxId, "read");
  const [row] = await db
    .select()
    .from(assignmentFiles)
    .where(
      and(
        eq(assignmentFiles.id, fileId),
        eq(assignmentFiles.boxId, boxId),
        eq(assignmentFiles.companyId, ctx.companyId),
      ),
    );
  if (!row) throw notFound();
  assertMayOpenBoxFile(access, row.studentId);
  return { name: row.name, contentType: row.contentType, size: row.size, open: openBlob(blobs, row.blobKey) };
}
