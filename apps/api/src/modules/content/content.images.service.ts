import { CONTENT_IMAGE_TYPES } from "@campus/contracts/content";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentImages } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { type BlobDownload, openBlob } from "../../platform/downloads.ts";
import { notFound } from "../../platform/errors.ts";
import { signMediaPath, verifyMediaSignature } from "../../platform/signed-links.ts";
import type { ReceiveUpload } from "../../platform/uploads.ts";
import { requireWrittenCourses } from "./content.access.ts";

export const IMAGE_TYPES: readonly string[] = CONTENT_IMAGE_TYPES;

/** The URL a chapter uses for an image (a relative `/api/...` URL, which the sanitiser keeps). */
export const contentImageUrl = (id: string) => `/api/content-images/${id}`;

/** Stores an image for the course's chapters (its teachers, administrators), typed from its bytes. */
export async function addContentImage(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  receive: ReceiveUpload,
): Promise<{ id: string; url: string }> {
  await requireWrittenCourses(db, ctx);
  await requireCourse(db, ctx, "manage", courseId);
  const upload = await receive((name) =>
    blobKey({
      companyId: ctx.companyId,
      instance: ctx.instance,
      category: "chapters",
      ownerId: courseId,
      fileName: name,
    }),
  );
  try {
    const [row] = await db
      .insert(contentImages)
      .values({
        companyId: ctx.companyId,
        courseId,
        blobKey: upload.key,
        size: upload.size,
        contentType: upload.contentType,
        uploadedBy: ctx.userId,
      })
      .returning({ id: contentImages.id });
    if (!row) throw new Error("image insert returned nothing");
    const url = await signMediaPath(db, clock, contentImageUrl(row.id), `${ctx.companyId}:image:${row.id}`);
    return { id: row.id, url };
  } catch (error) {
    await blobs.remove(upload.key);
    throw error;
  }
}

const IMAGE_PATH = /\/api\/content-images\/([0-9a-f-]{36})(?:\?[\w=&;%.-]*)?/g;

/** A chapter's HTML for a reader: its images' links signed for the caller's company. */
export async function signChapterImages(
  db: Db,
  clock: Clock,
  companyId: string,
  html: string,
): Promise<string> {
  const ids = new Set(Array.from(html.matchAll(IMAGE_PATH), (match) => match[1] ?? ""));
  if (ids.size === 0) return html;
  const signed = new Map<string, string>();
  for (const id of ids) {
    signed.set(id, await signMediaPath(db, clock, contentImageUrl(id), `${companyId}:image:${id}`));
  }
  return html.replace(IMAGE_PATH, (_, id: string) =>
    (signed.get(id) ?? contentImageUrl(id)).replaceAll("&", "&amp;"),
  );
}

/** A chapter's HTML as sent by the editor, its images' links back to their plain, stored form. */
export function unsignChapterImages(html: string): string {
  return html.replace(IMAGE_PATH, (_, id: string) => contentImageUrl(id));
}

/** An image of a course's chapters, through a signed link (see platform/signed-links.ts). */
export async function openContentImage(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
  id: string,
  query: { exp?: number; sig?: string },
): Promise<BlobDownload> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id));
  if (!row) throw notFound();
  await verifyMediaSignature(db, clock, `${row.companyId}:image:${row.id}`, query);
  return {
    name: `image-${row.id}`,
    contentType: row.contentType,
    size: row.size,
    open: openBlob(blobs, row.blobKey),
  };
}
