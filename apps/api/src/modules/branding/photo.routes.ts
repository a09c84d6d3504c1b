import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "@campus/contracts/accounts";
import { PHOTO_ENDPOINTS } from "@campus/contracts/accounts.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { readImageFile } from "./branding.image-upload.service.ts";
import { openPhoto, removeOwnPhoto, replaceOwnPhoto } from "./photo.service.ts";

const PHOTO_UPLOAD = {
  maxBytes: PHOTO_MAX_BYTES,
  invalidMessage: PHOTO_MESSAGES.invalid,
  tooLargeMessage: PHOTO_MESSAGES.tooLarge,
};

/** The profile photo: each user their own; shown in the menu, the header and the lists. */
export const photoRoutes: Module = async (app, { db, clock, blobs }) => {
  const route = await routesOf(app, PHOTO_ENDPOINTS);

  route.removeOwnPhoto((request) => removeOwnPhoto({ db, clock }, requireCtx(request)));
  route.openPhoto(async (request, reply) => {
    const photo = await openPhoto(db, blobs, request.params.userId, request.params.file);
    return reply
      .header("Content-Type", "image/webp")
      .header("Content-Length", photo.size)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, max-age=86400")
      .send(photo.stream);
  });

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    route
      .within(plugin)
      .replaceOwnPhoto(async (request) =>
        replaceOwnPhoto(
          { db, clock, blobs },
          requireCtx(request),
          await readImageFile(request, PHOTO_UPLOAD),
        ),
      );
  });
};
