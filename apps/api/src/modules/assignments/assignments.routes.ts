import {
  ASSIGNMENT_FILE_KINDS,
  assignmentDetailSchema,
  assignmentFileParamSchema,
  assignmentFileSchema,
  assignmentIdParamSchema,
  assignmentListQuerySchema,
  assignmentPageSchema,
  assignmentStudentParamSchema,
  createAssignmentBodySchema,
  downloadLinkBodySchema,
  downloadLinkSchema,
  extensionBodySchema,
  feedbackBodySchema,
  signedDownloadQuerySchema,
  submissionListQuerySchema,
  submissionPageSchema,
  submissionSchema,
  updateAssignmentBodySchema,
  uploadQuerySchema,
} from "@campus/contracts/assignments";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { storedFileRoutes } from "../../platform/file-routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver, XLSX } from "../../platform/uploads.ts";
import { requireBox } from "./assignments.access.ts";
import { archiveBox, createBox, updateBox } from "./assignments.boxes.ts";
import { ensureDemoFiles } from "./assignments.demo-files.ts";
import { createDownloadLink, sendSignedDownload } from "./assignments.download-links.ts";
import { exportSubmissions } from "./assignments.export.ts";
import { addFeedbackFile, boxUploadRules, handIn, openBoxFile, removeHandedIn } from "./assignments.files.ts";
import { getBox, listBoxes } from "./assignments.queries.ts";
import { acceptedTypes } from "./assignments.rows.ts";
import { listSubmissions, saveFeedback, setExtension } from "./assignments.submissions.ts";
import { sendBoxZip } from "./assignments.zip.ts";

const tags = ["dépôts"];
const params = assignmentIdParamSchema;
const studentParams = assignmentStudentParamSchema;

export const assignmentsRoutes: Module = (app, { db, blobs, clock, config }) => {
  if (config.seedDemo) {
    app.addHook("onReady", async () => {
      await ensureDemoFiles(blobs).catch((error: unknown) =>
        app.log.warn({ err: error }, "demo files not written"),
      );
    });
  }

  app.get(
    "/api/assignments",
    { schema: { tags, querystring: assignmentListQuerySchema, response: { 200: assignmentPageSchema } } },
    (request) => listBoxes(db, requireCtx(request), request.query),
  );

  app.post(
    "/api/assignments",
    { schema: { tags, body: createAssignmentBodySchema, response: { 201: assignmentDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createBox(db, clock, requireCtx(request), request.body)),
  );

  app.get(
    "/api/assignments/:id",
    { schema: { tags, params, response: { 200: assignmentDetailSchema } } },
    (request) => getBox(db, clock, requireCtx(request), request.params.id),
  );

  app.patch(
    "/api/assignments/:id",
    { schema: { tags, params, body: updateAssignmentBodySchema, response: { 200: assignmentDetailSchema } } },
    (request) => updateBox(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/assignments/:id/archive",
    { schema: { tags, params, response: { 200: assignmentDetailSchema } } },
    (request) => archiveBox(db, clock, requireCtx(request), request.params.id),
  );

  app.get(
    "/api/assignments/:id/submissions",
    {
      schema: {
        tags,
        params,
        querystring: submissionListQuerySchema,
        response: { 200: submissionPageSchema },
      },
    },
    (request) => listSubmissions(db, requireCtx(request), request.params.id, request.query),
  );

  app.get("/api/assignments/:id/export", { schema: { tags, params } }, async (request, reply) => {
    const file = await exportSubmissions(db, clock, requireCtx(request), request.params.id);
    return sendAttachment(reply, { ...file, contentType: XLSX });
  });

  app.get("/api/assignments/:id/zip", { schema: { tags, params } }, (request, reply) =>
    sendBoxZip(reply, db, blobs, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/assignments/:id/download-link",
    { schema: { tags, params, body: downloadLinkBodySchema, response: { 200: downloadLinkSchema } } },
    (request) =>
      createDownloadLink({ db, blobs, clock }, requireCtx(request), request.params.id, request.body),
  );

  app.get(
    "/api/assignments/:id/download",
    { schema: { tags, params, querystring: signedDownloadQuerySchema } },
    (request, reply) =>
      sendSignedDownload(request, reply, { db, blobs, clock }, request.params.id, request.query),
  );

  app.get(
    "/api/assignments/:id/students/:studentId/zip",
    { schema: { tags, params: studentParams } },
    (request, reply) =>
      sendBoxZip(reply, db, blobs, requireCtx(request), request.params.id, request.params.studentId),
  );

  storedFileRoutes(
    app,
    "/api/assignments/:id/files/:fileId",
    { tags, params: assignmentFileParamSchema },
    {
      open: (ctx, id, fileId) => openBoxFile(db, blobs, ctx, id, fileId),
      remove: (ctx, id, fileId) => removeHandedIn(db, blobs, clock, ctx, id, fileId),
    },
  );

  app.put(
    "/api/assignments/:id/extensions/:studentId",
    {
      schema: { tags, params: studentParams, body: extensionBodySchema, response: { 200: submissionSchema } },
    },
    (request) =>
      setExtension(db, requireCtx(request), request.params.id, request.params.studentId, request.body.dueAt),
  );

  app.delete(
    "/api/assignments/:id/extensions/:studentId",
    { schema: { tags, params: studentParams, response: { 200: submissionSchema } } },
    (request) => setExtension(db, requireCtx(request), request.params.id, request.params.studentId, null),
  );

  app.put(
    "/api/assignments/:id/students/:studentId/feedback",
    {
      schema: { tags, params: studentParams, body: feedbackBodySchema, response: { 200: submissionSchema } },
    },
    (request) =>
      saveFeedback(db, clock, requireCtx(request), request.params.id, request.params.studentId, request.body),
  );

  // Multipart parsing is needed by the uploads only: registered in their own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/assignments/:id/files",
      {
        schema: {
          tags,
          params,
          querystring: uploadQuerySchema,
          response: { 200: assignmentFileSchema, 201: assignmentFileSchema },
        },
      },
      async (request, reply) => {
        const ctx = requireCtx(request);
        const { box } = await requireBox(db, ctx, request.params.id, "read");
        const receive = uploadReceiver(request, blobs, boxUploadRules(box));
        const { file, created } = await handIn(db, blobs, clock, ctx, box.id, request.query, receive);
        return reply.status(created ? 201 : 200).send(file);
      },
    );
    scope.post(
      "/api/assignments/:id/students/:studentId/feedback-file",
      { schema: { tags, params: studentParams, response: { 201: assignmentFileSchema } } },
      async (request, reply) => {
        const receive = uploadReceiver(request, blobs, {
          maxBytes: config.uploadMaxBytes,
          accept: acceptedTypes(ASSIGNMENT_FILE_KINDS),
        });
        const file = await addFeedbackFile(
          db,
          blobs,
          clock,
          requireCtx(request),
          request.params.id,
          request.params.studentId,
          receive,
        );
        return reply.status(201).send(file);
      },
    );
  });
};
