import { ASSIGNMENT_FILE_KINDS } from "@campus/contracts/assignments";
import { ASSIGNMENTS_ENDPOINTS } from "@campus/contracts/assignments.endpoints";
import multipart from "@fastify/multipart";
import { requireBox } from "../../platform/access/assignment-access.ts";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment, sendBlob } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver, XLSX } from "../../platform/uploads.ts";
import { archiveBox, createBox, updateBox } from "./assignments.boxes.service.ts";
import { ensureDemoFiles } from "./assignments.demo-files.service.ts";
import { createDownloadLink, sendSignedDownload } from "./assignments.download-links.service.ts";
import { exportSubmissions } from "./assignments.export.documents.ts";
import {
  addFeedbackFile,
  boxUploadRules,
  handIn,
  openBoxFile,
  removeHandedIn,
} from "./assignments.files.service.ts";
import { getBox, listBoxes } from "./assignments.queries.ts";
import { acceptedTypes } from "./assignments.rows.queries.ts";
import { listSubmissions } from "./assignments.submission-list.queries.ts";
import { saveFeedback, setExtension } from "./assignments.submissions.service.ts";
import { sendBoxZip } from "./assignments.zip.documents.ts";

export const assignmentsRoutes: Module = async (app, { db, blobs, clock, config }) => {
  if (config.seedDemo) {
    app.addHook("onReady", async () => {
      await ensureDemoFiles(blobs).catch((error: unknown) =>
        app.log.warn({ err: error }, "demo files not written"),
      );
    });
  }
  const route = await routesOf(app, ASSIGNMENTS_ENDPOINTS);

  route.listBoxes((request) => listBoxes(db, requireCtx(request), request.query));
  const limits = { serverMaxBytes: config.uploadMaxBytes };
  route.createBox((request) => createBox(db, clock, requireCtx(request), request.body, limits));
  route.getBox((request) => getBox(db, clock, requireCtx(request), request.params.id));
  route.updateBox((request) =>
    updateBox(db, clock, requireCtx(request), request.params.id, request.body, limits),
  );
  route.archiveBox((request) => archiveBox(db, clock, requireCtx(request), request.params.id));
  route.listSubmissions((request) =>
    listSubmissions(db, requireCtx(request), request.params.id, request.query),
  );
  route.exportSubmissions(async (request, reply) => {
    const file = await exportSubmissions(db, clock, requireCtx(request), request.params.id);
    return sendAttachment(reply, { ...file, contentType: XLSX });
  });
  route.sendBoxZip((request, reply) => sendBoxZip(reply, db, blobs, requireCtx(request), request.params.id));
  route.createDownloadLink((request) =>
    createDownloadLink({ db, blobs, clock }, requireCtx(request), request.params.id, request.body),
  );
  route.sendSignedDownload((request, reply) =>
    sendSignedDownload(request, reply, { db, blobs, clock }, request.params.id, request.query),
  );
  route.sendStudentZip((request, reply) =>
    sendBoxZip(reply, db, blobs, requireCtx(request), request.params.id, request.params.studentId),
  );
  route.openBoxFile(async (request, reply) =>
    sendBlob(
      request,
      reply,
      await openBoxFile(db, blobs, requireCtx(request), request.params.id, request.params.fileId),
    ),
  );
  route.removeHandedIn(async (request) => {
    await removeHandedIn(db, blobs, clock, requireCtx(request), request.params.id, request.params.fileId);
  });
  route.setExtension((request) =>
    setExtension(db, requireCtx(request), request.params.id, request.params.studentId, request.body.dueAt),
  );
  route.removeExtension((request) =>
    setExtension(db, requireCtx(request), request.params.id, request.params.studentId, null),
  );
  route.saveFeedback((request) =>
    saveFeedback(db, clock, requireCtx(request), request.params.id, request.params.studentId, request.body),
  );

  // Multipart parsing is needed by the uploads only: registered in their own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    const scope = route.within(plugin);
    scope.handIn(async (request, reply) => {
      const ctx = requireCtx(request);
      const { box } = await requireBox(db, ctx, request.params.id, "read");
      const receive = uploadReceiver(request, blobs, boxUploadRules(box, config.uploadMaxBytes));
      const { file, created } = await handIn(db, blobs, clock, ctx, box.id, request.query, receive);
      return reply.status(created ? 201 : 200).send(file);
    });
    scope.addFeedbackFile((request) =>
      addFeedbackFile(
        db,
        blobs,
        clock,
        requireCtx(request),
        request.params.id,
        request.params.studentId,
        uploadReceiver(request, blobs, {
          maxBytes: config.uploadMaxBytes,
          accept: acceptedTypes(ASSIGNMENT_FILE_KINDS),
        }),
      ),
    );
  });
};
