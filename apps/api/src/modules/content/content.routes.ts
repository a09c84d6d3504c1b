import { signedMediaQuerySchema } from "@campus/contracts/common";
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MESSAGES,
  chapterListSchema,
  chapterOrderBodySchema,
  chapterReadBodySchema,
  chapterSchema,
  chapterSummarySchema,
  chapterVersionDetailSchema,
  chapterVersionListSchema,
  contentIdParamSchema,
  contentImageSchema,
  courseTimeQuerySchema,
  createChapterBodySchema,
  heartbeatBodySchema,
  myTimeSchema,
  replayListSchema,
  replaySchema,
  saveReplayBodySchema,
  studentTimePageSchema,
  supportSchema,
  updateChapterBodySchema,
  versionParamSchema,
} from "@campus/contracts/content";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment, sendBlob } from "../../platform/downloads.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { getChapterVersion, listChapterVersions, restoreChapterVersion } from "./chapters.history.ts";
import {
  createChapter,
  deleteChapter,
  getChapter,
  listChapters,
  markChapterRead,
  reorderChapters,
  updateChapter,
} from "./chapters.service.ts";
import { getCourseSupport } from "./content.support.ts";
import { addContentImage, IMAGE_TYPES, openContentImage } from "./content-images.ts";
import {
  createReplay,
  deleteReplay,
  listReplays,
  openReplayVideo,
  updateReplay,
  uploadReplayVideo,
  VIDEO_TYPES,
} from "./replays.service.ts";
import { exportCourseTime, getMyTime, listCourseTime, TimeCounting } from "./time.service.ts";

const tags = ["contenus"];
/** How often the heartbeats counted in memory are written. */
const TIME_FLUSH_MS = 5_000;
const params = contentIdParamSchema;

export const contentRoutes: Module = (app, { db, blobs, clock, config }) => {
  const replayDeps = { db, blobs, clock, peertubeHosts: config.peertubeHosts };
  // Heartbeats are counted in memory and written every few seconds, and on shutdown (time.buffer.ts).
  const counting = new TimeCounting(db, clock, {
    flushEveryMs: TIME_FLUSH_MS,
    onError: (error) => app.log.error({ err: error }, "time counters not written, kept for the next flush"),
  });
  app.addHook("onClose", () => counting.close());

  app.get("/api/content/support", { schema: { tags, response: { 200: supportSchema } } }, (request) =>
    getCourseSupport(db, requireCtx(request)),
  );
  app.get(
    "/api/courses/:id/chapters",
    { schema: { tags, params, response: { 200: chapterListSchema } } },
    (request) => listChapters(db, requireCtx(request), request.params.id),
  );
  app.post(
    "/api/courses/:id/chapters",
    { schema: { tags, params, body: createChapterBodySchema, response: { 201: chapterSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createChapter(db, clock, requireCtx(request), request.params.id, request.body)),
  );
  app.put(
    "/api/courses/:id/chapters/order",
    { schema: { tags, params, body: chapterOrderBodySchema, response: { 200: chapterListSchema } } },
    (request) => reorderChapters(db, requireCtx(request), request.params.id, request.body.ids),
  );
  app.get("/api/chapters/:id", { schema: { tags, params, response: { 200: chapterSchema } } }, (request) =>
    getChapter(db, clock, requireCtx(request), request.params.id),
  );
  app.patch(
    "/api/chapters/:id",
    { schema: { tags, params, body: updateChapterBodySchema, response: { 200: chapterSummarySchema } } },
    (request) => updateChapter(db, requireCtx(request), request.params.id, request.body),
  );
  app.delete("/api/chapters/:id", { schema: { tags, params } }, async (request, reply) => {
    await deleteChapter(db, requireCtx(request), request.params.id);
    return reply.status(204).send();
  });
  app.put(
    "/api/chapters/:id/read",
    { schema: { tags, params, body: chapterReadBodySchema } },
    async (request, reply) => {
      await markChapterRead(db, requireCtx(request), request.params.id, request.body.read);
      return reply.status(204).send();
    },
  );
  app.get(
    "/api/chapters/:id/versions",
    { schema: { tags, params, response: { 200: chapterVersionListSchema } } },
    (request) => listChapterVersions(db, requireCtx(request), request.params.id),
  );
  app.get(
    "/api/chapters/:id/versions/:versionId",
    { schema: { tags, params: versionParamSchema, response: { 200: chapterVersionDetailSchema } } },
    (request) =>
      getChapterVersion(db, clock, requireCtx(request), request.params.id, request.params.versionId),
  );
  app.post(
    "/api/chapters/:id/versions/:versionId/restore",
    { schema: { tags, params: versionParamSchema, response: { 200: chapterSchema } } },
    (request) =>
      restoreChapterVersion(db, clock, requireCtx(request), request.params.id, request.params.versionId),
  );
  app.get(
    "/api/content-images/:id",
    { schema: { tags, params, querystring: signedMediaQuerySchema } },
    async (request, reply) =>
      sendBlob(request, reply, await openContentImage(db, blobs, clock, request.params.id, request.query)),
  );

  app.get(
    "/api/courses/:id/replays",
    { schema: { tags, params, response: { 200: replayListSchema } } },
    (request) => listReplays(replayDeps, requireCtx(request), request.params.id),
  );
  app.post(
    "/api/courses/:id/replays",
    { schema: { tags, params, body: saveReplayBodySchema, response: { 201: replaySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReplay(replayDeps, requireCtx(request), request.params.id, request.body)),
  );
  app.put(
    "/api/replays/:id",
    { schema: { tags, params, body: saveReplayBodySchema, response: { 200: replaySchema } } },
    (request) => updateReplay(replayDeps, requireCtx(request), request.params.id, request.body),
  );
  app.delete("/api/replays/:id", { schema: { tags, params } }, async (request, reply) => {
    await deleteReplay(replayDeps, requireCtx(request), request.params.id);
    return reply.status(204).send();
  });
  app.get(
    "/api/replays/:id/video",
    { schema: { tags, params, querystring: signedMediaQuerySchema } },
    async (request, reply) =>
      sendBlob(request, reply, await openReplayVideo(replayDeps, request.params.id, request.query)),
  );

  app.post(
    "/api/time/heartbeat",
    {
      schema: { tags, body: heartbeatBodySchema },
      config: { keepsSessions: true },
      // Two beats a minute from every open tab: logged only when something goes wrong.
      logLevel: "warn",
    },
    async (request, reply) => {
      await counting.record(requireCtx(request), request.body);
      return reply.status(204).send();
    },
  );
  // The readers first write this process's pending seconds, so that a caller reads their own time.
  app.get("/api/time/me", { schema: { tags, response: { 200: myTimeSchema } } }, async (request) => {
    await counting.flush();
    return getMyTime(db, requireCtx(request));
  });
  app.get(
    "/api/courses/:id/time",
    {
      schema: { tags, params, querystring: courseTimeQuerySchema, response: { 200: studentTimePageSchema } },
    },
    async (request) => {
      await counting.flush();
      return listCourseTime(db, requireCtx(request), request.params.id, request.query);
    },
  );
  app.get(
    "/api/courses/:id/time/export",
    { schema: { tags, params, querystring: courseTimeQuerySchema } },
    async (request, reply) => {
      await counting.flush();
      return sendAttachment(
        reply,
        await exportCourseTime(db, clock, requireCtx(request), request.params.id, request.query),
      );
    },
  );

  // Multipart parsing is needed by the uploads only: registered in their own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/courses/:id/content-images",
      { schema: { tags, params, response: { 201: contentImageSchema } } },
      async (request, reply) => {
        const receive = uploadReceiver(request, blobs, {
          maxBytes: CONTENT_IMAGE_MAX_BYTES,
          accept: IMAGE_TYPES,
          invalidTypeMessage: CONTENT_MESSAGES.invalidImage,
        });
        return reply
          .status(201)
          .send(await addContentImage(db, blobs, clock, requireCtx(request), request.params.id, receive));
      },
    );
    scope.post(
      "/api/replays/:id/video",
      { schema: { tags, params, response: { 200: replaySchema } } },
      (request) => {
        const receive = uploadReceiver(request, blobs, {
          maxBytes: config.replayVideoMaxBytes,
          accept: VIDEO_TYPES,
          invalidTypeMessage: CONTENT_MESSAGES.invalidVideo,
        });
        return uploadReplayVideo(replayDeps, requireCtx(request), request.params.id, receive);
      },
    );
  });
};
