import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "@campus/contracts/accounts";
import { meSchema } from "@campus/contracts/auth";
import { text } from "@campus/contracts/common";
import multipart from "@fastify/multipart";
import { z } from "zod";
import { requireCtx } from "../../platform/context.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { readImageFile } from "./image-upload.ts";
import { openPhoto, removeOwnPhoto, replaceOwnPhoto } from "./photo.service.ts";

const tags = ["profil"];
const photoParamsSchema = z.object({ userId: text().max(40), file: text().max(80) });
const PHOTO_UPLOAD = {
  maxBytes: PHOTO_MAX_BYTES,
  invalidMessage: PHOTO_MESSAGES.invalid,
  tooLargeMessage: PHOTO_MESSAGES.tooLarge,
};

/** The profile photo: each user their own; shown in the menu, the header and the lists. */
export const photoRoutes: Module = (app, { db, clock, blobs }) => {
  app.delete("/api/profile/photo", { schema: { tags, response: { 200: meSchema } } }, (request) =>
    removeOwnPhoto({ db, clock }, requireCtx(request)),
  );

  app.get(
    "/api/photos/:userId/:file",
    { schema: { tags, params: photoParamsSchema } },
    async (request, reply) => {
      const photo = await openPhoto(db, blobs, request.params.userId, request.params.file);
      return reply
        .header("Content-Type", "image/webp")
        .header("Content-Length", photo.size)
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, max-age=86400")
        .send(photo.stream);
    },
  );

  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post("/api/profile/photo", { schema: { tags, response: { 200: meSchema } } }, async (request) =>
      replaceOwnPhoto({ db, clock, blobs }, requireCtx(request), await readImageFile(request, PHOTO_UPLOAD)),
    );
  });
};
