import {
  createSlotBodySchema,
  liveSlotsSchema,
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
import { requireCtx } from "../../platform/context.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { storedFileRoutes } from "../../platform/file-routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { addSlotFile, openSlotFile, removeSlotFile } from "./slots.attachments.ts";
import { createSlot, updateSlot } from "./slots.booking.ts";
import { SLOT_FILE_TYPES } from "./slots.files.ts";
import { changeSlotStatus } from "./slots.lifecycle.ts";
import { getLiveSlots, getSlot, listMySlots, listSlots } from "./slots.queries.ts";

const tags = ["séances"];
const params = slotIdParamSchema;

export const slotsRoutes: Module = (app, { db, blobs, bus, clock, config }) => {
  const deps = { db, clock, bus };
  const uploadRules = {
    maxBytes: config.uploadMaxBytes,
    accept: SLOT_FILE_TYPES,
    invalidTypeMessage: SLOT_MESSAGES.invalidFile,
  };

  app.get(
    "/api/slots",
    { schema: { tags, querystring: slotListQuerySchema, response: { 200: slotPageSchema } } },
    (request) => listSlots(db, clock, requireCtx(request), request.query),
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
      reply.status(201).send(await createSlot(deps, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/slots/:id",
    { schema: { tags, params, body: updateSlotBodySchema, response: { 200: slotDetailSchema } } },
    (request) => updateSlot(deps, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/slots/:id/status",
    { schema: { tags, params, body: slotStatusBodySchema, response: { 200: slotDetailSchema } } },
    (request) => changeSlotStatus(deps, requireCtx(request), request.params.id, request.body.status),
  );

  storedFileRoutes(
    app,
    "/api/slots/:id/files/:fileId",
    { tags, params: slotFileParamSchema },
    {
      open: (ctx, id, fileId) => openSlotFile(db, blobs, ctx, id, fileId),
      remove: (ctx, id, fileId) => removeSlotFile(db, blobs, ctx, id, fileId),
    },
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/slots/:id/files",
      { schema: { tags, params, response: { 201: slotFileSchema } } },
      async (request, reply) => {
        const receive = uploadReceiver(request, blobs, uploadRules);
        return reply
          .status(201)
          .send(await addSlotFile(db, blobs, requireCtx(request), request.params.id, receive));
      },
    );
  });
};
