import {
  createSlotBodySchema,
  liveSlotsSchema,
  SLOT_FILE_MAX_BYTES,
  SLOT_MESSAGES,
  slotDetailSchema,
  slotFileParamSchema,
  slotFileSchema,
  slotIdParamSchema,
  slotListQuerySchema,
  slotListSchema,
  slotMineQuerySchema,
  slotPageSchema,
  slotStatusBodySchema,
  updateSlotBodySchema,
} from "@campus/contracts/slots";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { addSlotFile, openSlotFile, removeSlotFile, type Upload } from "./slots.attachments.ts";
import { createSlot, updateSlot } from "./slots.booking.ts";
import { attachmentHeader } from "./slots.files.ts";
import { changeSlotStatus } from "./slots.lifecycle.ts";
import { getLiveSlots, getSlot, listMySlots, listSlots } from "./slots.queries.ts";

const tags = ["séances"];
const params = slotIdParamSchema;

/** The one file of a multipart upload, in memory (20 MB at most: beyond, 413). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const missing = () => new AppError("VALIDATION", { field: "file", message: SLOT_MESSAGES.missingFile });
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (!part) throw missing();
  return { bytes: await part.toBuffer(), filename: part.filename };
}

export const slotsRoutes: Module = (app, { db, blobs, clock }) => {
  app.get(
    "/api/slots",
    { schema: { tags, querystring: slotListQuerySchema, response: { 200: slotPageSchema } } },
    (request) => listSlots(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/slots/mine",
    { schema: { tags, querystring: slotMineQuerySchema, response: { 200: slotListSchema } } },
    (request) => listMySlots(db, clock, requireCtx(request), request.query),
  );

  app.get("/api/slots/live", { schema: { tags, response: { 200: liveSlotsSchema } } }, (request) =>
    getLiveSlots(db, clock, requireCtx(request)),
  );

  app.get("/api/slots/:id", { schema: { tags, params, response: { 200: slotDetailSchema } } }, (request) =>
    getSlot(db, clock, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/slots",
    { schema: { tags, body: createSlotBodySchema, response: { 201: slotDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSlot(db, clock, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/slots/:id",
    { schema: { tags, params, body: updateSlotBodySchema, response: { 200: slotDetailSchema } } },
    (request) => updateSlot(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/slots/:id/status",
    { schema: { tags, params, body: slotStatusBodySchema, response: { 200: slotDetailSchema } } },
    (request) => changeSlotStatus(db, clock, requireCtx(request), request.params.id, request.body.status),
  );

  app.get(
    "/api/slots/:id/files/:fileId",
    { schema: { tags, params: slotFileParamSchema } },
    async (request, reply) => {
      const file = await openSlotFile(
        db,
        blobs,
        requireCtx(request),
        request.params.id,
        request.params.fileId,
      );
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Length", file.size)
        .header("Content-Disposition", attachmentHeader(file.name))
        .header("X-Content-Type-Options", "nosniff")
        .send(file.stream);
    },
  );

  app.delete(
    "/api/slots/:id/files/:fileId",
    { schema: { tags, params: slotFileParamSchema } },
    async (request, reply) => {
      await removeSlotFile(db, blobs, requireCtx(request), request.params.id, request.params.fileId);
      return reply.status(204).send();
    },
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, {
      limits: { fileSize: SLOT_FILE_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    scope.post(
      "/api/slots/:id/files",
      { schema: { tags, params, response: { 201: slotFileSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await addSlotFile(db, blobs, requireCtx(request), request.params.id, await readUpload(request)),
          ),
    );
  });
};
