import { SLOT_MESSAGES } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendBlob } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { addSlotFile, openSlotFile, removeSlotFile } from "./slots.attachments.service.ts";
import { createSlot, updateSlot } from "./slots.booking.service.ts";
import { SLOT_FILE_TYPES } from "./slots.files.rules.ts";
import { changeSlotStatus } from "./slots.lifecycle.service.ts";
import { getLiveSlots, getSlot, listMySlots, listSlots } from "./slots.queries.ts";

export const slotsRoutes: Module = async (app, { db, blobs, bus, clock, config }) => {
  const deps = { db, clock, bus };
  const uploadRules = {
    maxBytes: config.uploadMaxBytes,
    accept: SLOT_FILE_TYPES,
    invalidTypeMessage: SLOT_MESSAGES.invalidFile,
  };
  const route = await routesOf(app, SLOTS_ENDPOINTS);

  route.listSlots((request) => listSlots(db, clock, requireCtx(request), request.query));
  route.listMySlots((request) => listMySlots(db, clock, requireCtx(request), request.query));
  route.getLiveSlots((request) => getLiveSlots(db, clock, requireCtx(request)));
  route.getSlot((request) => getSlot(db, clock, requireCtx(request), request.params.id));
  route.createSlot((request) => createSlot(deps, requireCtx(request), request.body));
  route.updateSlot((request) => updateSlot(deps, requireCtx(request), request.params.id, request.body));
  route.changeSlotStatus((request) =>
    changeSlotStatus(deps, requireCtx(request), request.params.id, request.body),
  );
  route.openSlotFile(async (request, reply) =>
    sendBlob(
      request,
      reply,
      await openSlotFile(db, blobs, requireCtx(request), request.params.id, request.params.fileId),
    ),
  );
  route.removeSlotFile((request) =>
    removeSlotFile(db, blobs, requireCtx(request), request.params.id, request.params.fileId),
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    route
      .within(plugin)
      .addSlotFile((request) =>
        addSlotFile(
          db,
          blobs,
          requireCtx(request),
          request.params.id,
          uploadReceiver(request, blobs, uploadRules),
        ),
      );
  });
};
