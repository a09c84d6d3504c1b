import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { PHOTO_MESSAGES } from "@campus/contracts/accounts";
import type { Me } from "@campus/contracts/auth";
import type { Db } from "../../db/client.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { readStoredBlob } from "../../platform/downloads.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { loadFileTypeFromBuffer, loadSharp } from "../../platform/heavy-modules.ts";
import { getMe } from "../auth/index.ts";
import { findAccountById, updateCallerAccount } from "../users/index.ts";

/** The square side of a profile photo (pixels). */
const PHOTO_SIZE = 256;
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);
/** A photo's file name: random (its address is its only key), WebP. */
const PHOTO_FILE = /^[\w-]{22}\.webp$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const photoKey = (user: { companyId: string; instance: string; id: string }, file: string) =>
  `${user.companyId}/${user.instance}/avatars/${user.id}/${file}`;

/** The blob key of a user's photo address (`photoUrl`), for the integrity check of the files. */
export function photoKeyOfUrl(user: { companyId: string; instance: string; id: string }, photoUrl: string) {
  const prefix = `/api/photos/${user.id}/`;
  return photoUrl.startsWith(prefix) ? photoKey(user, photoUrl.slice(prefix.length)) : undefined;
}

/**
 * The caller's profile photo, checked by its bytes (PNG, JPEG, WebP), cropped to a square around its
 * subject and re-encoded by sharp (nothing of the original file is kept, metadata included).
 */
export async function replaceOwnPhoto(
  deps: { db: Db; clock: Clock; blobs: BlobStore },
  ctx: Ctx,
  input: Buffer,
): Promise<Me> {
  const type = await (await loadFileTypeFromBuffer())(input);
  const invalid = new AppError("INVALID_FILE", { field: "file", message: PHOTO_MESSAGES.invalid });
  if (!type || !ACCEPTED.has(type.mime)) throw invalid;
  const sharp = await loadSharp();
  const bytes = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw invalid;
    });
  const file = `${randomBytes(16).toString("base64url")}.webp`;
  const key = photoKey({ ...ctx, id: ctx.userId }, file);
  await deps.blobs.put(key, Readable.from([bytes]));
  try {
    await updateCallerAccount(deps.db, deps.clock, ctx, { photoUrl: `/api/photos/${ctx.userId}/${file}` });
  } catch (error) {
    // Not recorded: the stored file would be an orphan no row names.
    await deps.blobs.remove(key);
    throw error;
  }
  return getMe(deps.db, ctx);
}

export async function removeOwnPhoto(deps: { db: Db; clock: Clock }, ctx: Ctx): Promise<Me> {
  await updateCallerAccount(deps.db, deps.clock, ctx, { photoUrl: null });
  return getMe(deps.db, ctx);
}

/** A user's current photo; its random name is the key (an <img> sends no bearer token), an old one answers 404. */
export async function openPhoto(db: Db, blobs: BlobStore, userId: string, file: string) {
  if (!UUID.test(userId) || !PHOTO_FILE.test(file)) throw notFound();
  const user = await findAccountById(db, userId);
  if (!user || user.photoUrl !== `/api/photos/${userId}/${file}`) throw notFound();
  return readStoredBlob(blobs, photoKey(user, file));
}
