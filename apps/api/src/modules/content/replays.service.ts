import {
  CONTENT_MESSAGES,
  REPLAY_VIDEO_TYPES,
  type Replay,
  type ReplayList,
  type SaveReplayBody,
} from "@campus/contracts/content";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { replays } from "../../db/schema/index.ts";
import { canManageCourse, requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import { type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { type BlobDownload, openBlob } from "../../platform/downloads.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { signMediaPath, verifyMediaSignature } from "../../platform/signed-links.ts";
import type { ReceiveUpload } from "../../platform/uploads.ts";
import { isSlotOfCourse } from "../course-links/index.ts";
import { videoEmbed } from "./replays.embed.rules.ts";

export const VIDEO_TYPES: readonly string[] = REPLAY_VIDEO_TYPES;
type ReplayRow = typeof replays.$inferSelect;

export interface ReplayDeps {
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  peertubeHosts: readonly string[];
}

const videoPath = (id: string) => `/api/replays/${id}/video`;
const videoSubject = (row: ReplayRow) => `${row.companyId}:replay:${row.id}`;

async function toReplay(deps: ReplayDeps, row: ReplayRow): Promise<Replay> {
  const embed = row.videoUrl ? videoEmbed(row.videoUrl, deps.peertubeHosts) : null;
  const file =
    row.blobKey && row.fileName && row.contentType
      ? {
          name: row.fileName,
          size: row.fileSize ?? 0,
          contentType: row.contentType,
          url: await signMediaPath(deps.db, deps.clock, videoPath(row.id), videoSubject(row)),
        }
      : null;
  return {
    id: row.id,
    courseId: row.courseId,
    slotId: row.slotId,
    title: row.title,
    videoUrl: row.videoUrl,
    embedUrl: file ? null : (embed?.embedUrl ?? null),
    provider: file ? "upload" : (embed?.provider ?? "link"),
    file,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The course's replays, newest first, for whoever may read the course. */
export async function listReplays(deps: ReplayDeps, ctx: Ctx, courseId: string): Promise<ReplayList> {
  const { db } = deps;
  await requireCourse(db, ctx, "read", courseId);
  const rows = await db
    .select()
    .from(replays)
    .where(and(eq(replays.companyId, ctx.companyId), eq(replays.courseId, courseId)))
    .orderBy(desc(replays.createdAt), desc(replays.id))
    .limit(200);
  const items = await Promise.all(rows.map((row) => toReplay(deps, row)));
  return { items, canEdit: await canManageCourse(db, ctx, courseId) };
}

async function requireReplay(db: Executor, ctx: Ctx, id: string): Promise<ReplayRow> {
  const [row] = await db
    .select()
    .from(replays)
    .where(and(eq(replays.id, id), eq(replays.companyId, ctx.companyId)));
  if (!row) throw notFound();
  await requireCourse(db, ctx, "manage", row.courseId);
  return row;
}

async function checkSlot(db: Executor, ctx: Ctx, courseId: string, slotId: string | null): Promise<void> {
  if (!slotId) return;
  if (!(await isSlotOfCourse(db, ctx, slotId, courseId))) {
    throw new AppError("VALIDATION", { field: "slotId", message: CONTENT_MESSAGES.slotNotOfCourse });
  }
}

/** Adds a replay to a course (its teachers, administrators): a link now, or a video uploaded next. */
export async function createReplay(
  deps: ReplayDeps,
  ctx: Ctx,
  courseId: string,
  body: Required<SaveReplayBody>,
): Promise<Replay> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    await requireCourse(tx, ctx, "manage", courseId);
    await checkSlot(tx, ctx, courseId, body.slotId);
    const [inserted] = await tx
      .insert(replays)
      .values({
        companyId: ctx.companyId,
        courseId,
        slotId: body.slotId,
        title: body.title,
        videoUrl: body.videoUrl,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!inserted) throw new Error("replay insert returned nothing");
    await recordAudit(tx, ctx, { action: "create", entity: "replay", entityId: inserted.id, after: body });
    return inserted;
  });
  return toReplay(deps, row);
}

/** Changes a replay's title, link or slot. */
export async function updateReplay(
  deps: ReplayDeps,
  ctx: Ctx,
  id: string,
  body: Required<SaveReplayBody>,
): Promise<Replay> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await requireReplay(tx, ctx, id);
    await checkSlot(tx, ctx, before.courseId, body.slotId);
    const [updated] = await tx
      .update(replays)
      .set({ ...body, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(replays.id, id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, ctx, { action: "update", entity: "replay", entityId: id, after: body });
    return updated;
  });
  return toReplay(deps, row);
}

export async function deleteReplay(deps: ReplayDeps, ctx: Ctx, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await requireReplay(tx, ctx, id);
    await tx.delete(replays).where(eq(replays.id, id));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "replay",
      entityId: id,
      before: { title: row.title },
    });
    return row;
  });
  if (removed.blobKey) await deps.blobs.remove(removed.blobKey);
}

/** Attaches an uploaded video to a replay (replacing a previous one), typed from its bytes. */
export async function uploadReplayVideo(
  deps: ReplayDeps,
  ctx: Ctx,
  id: string,
  receive: ReceiveUpload,
): Promise<Replay> {
  const { db, blobs } = deps;
  const before = await requireReplay(db, ctx, id);
  const upload = await receive((name) =>
    blobKey({
      companyId: ctx.companyId,
      instance: ctx.instance,
      category: "replays",
      ownerId: before.courseId,
      fileName: name,
    }),
  );
  let previousKey: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const current = await requireReplay(tx, ctx, id);
      previousKey = current.blobKey;
      const [updated] = await tx
        .update(replays)
        .set({
          blobKey: upload.key,
          fileName: upload.name,
          fileSize: upload.size,
          contentType: upload.contentType,
          updatedBy: ctx.userId,
          updatedAt: new Date(),
        })
        .where(eq(replays.id, id))
        .returning();
      if (!updated) throw notFound();
      return updated;
    });
    if (previousKey) await blobs.remove(previousKey);
    return toReplay(deps, row);
  } catch (error) {
    await blobs.remove(upload.key);
    throw error;
  }
}

/** A replay's uploaded video through its signed link, whole or by range (seeking). */
export async function openReplayVideo(
  deps: ReplayDeps,
  id: string,
  query: { exp?: number; sig?: string },
): Promise<BlobDownload> {
  const [row] = await deps.db.select().from(replays).where(eq(replays.id, id));
  if (!row?.blobKey || !row.contentType) throw notFound();
  await verifyMediaSignature(deps.db, deps.clock, videoSubject(row), query);
  return {
    name: row.fileName ?? "replay",
    contentType: row.contentType,
    size: row.fileSize ?? 0,
    open: openBlob(deps.blobs, row.blobKey),
  };
}
