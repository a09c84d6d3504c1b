import { randomBytes } from "node:crypto";
import type { SlotFile } from "@campus/contracts/slots";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { slotFiles } from "../../db/schema/index.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import { type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Ctx } from "../../platform/context.ts";
import { type BlobDownload, openBlob } from "../../platform/downloads.ts";
import { notFound } from "../../platform/errors.ts";
import { type ReceiveUpload, storedFileValues } from "../../platform/uploads.ts";
import { toSlotFile } from "./slots.rows.queries.ts";

/** Attaches a file to a slot (teacher of the course or administrator), typed from its bytes. */
export async function addSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  receive: ReceiveUpload,
): Promise<SlotFile> {
  await requireSlotAccess(db, ctx, slotId, "manage");
  const upload = await receive((name) =>
    blobKey({
      companyId: ctx.companyId,
      instance: ctx.instance,
      category: "slots",
      ownerId: slotId,
      // A random part keeps two uploads of one name in the same millisecond apart.
      fileName: `${randomBytes(4).toString("hex")}-${name}`,
    }),
  );
  const { name, contentType } = upload;
  try {
    const row = await db.transaction(async (tx) => {
      await requireSlotAccess(tx, ctx, slotId, "manage", { lock: true });
      const [inserted] = await tx
        .insert(slotFiles)
        .values({ companyId: ctx.companyId, slotId, ...storedFileValues(upload, ctx.userId) })
        .returning();
      if (!inserted) throw new Error("slot file insert returned nothing");
      await recordAudit(tx, ctx, {
        action: "file-add",
        entity: "slot",
        entityId: slotId,
        after: { fileId: inserted.id, name, size: inserted.size, contentType },
      });
      return inserted;
    });
    return toSlotFile(row);
  } catch (error) {
    await blobs.remove(upload.key);
    throw error;
  }
}

/** A slot's file for whoever may read the slot (enrolled students included), to open whole or in part. */
export async function openSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  fileId: string,
): Promise<BlobDownload> {
  await requireSlotAccess(db, ctx, slotId, "read");
  const [row] = await db
    .select()
    .from(slotFiles)
    .where(
      and(eq(slotFiles.id, fileId), eq(slotFiles.slotId, slotId), eq(slotFiles.companyId, ctx.companyId)),
    );
  if (!row) throw notFound();
  return { name: row.name, contentType: row.contentType, size: row.size, open: openBlob(blobs, row.blobKey) };
}

/** Removes a slot's file (teacher of the course or administrator); the blob goes once the row is gone. */
export async function removeSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  fileId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await requireSlotAccess(tx, ctx, slotId, "manage", { lock: true });
    const [row] = await tx
      .delete(slotFiles)
      .where(
        and(eq(slotFiles.id, fileId), eq(slotFiles.slotId, slotId), eq(slotFiles.companyId, ctx.companyId)),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: "file-remove",
      entity: "slot",
      entityId: slotId,
      before: { fileId: row.id, name: row.name, size: row.size, contentType: row.contentType },
    });
    return row;
  });
  await blobs.remove(removed.blobKey);
}
