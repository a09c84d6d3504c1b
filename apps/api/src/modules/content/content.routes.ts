import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES } from "@campus/contracts/content";
import { CONTENT_ENDPOINTS } from "@campus/contracts/content.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment, sendBlob } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { getChapterVersion, listChapterVersions, restoreChapterVersion } from "./chapters.history.service.ts";
import {
  createChapter,
  deleteChapter,
  getChapter,
  listChapters,
  markChapterRead,
  reorderChapters,
  updateChapter,
} from "./chapters.service.ts";
import { addContentImage, IMAGE_TYPES, openContentImage } from "./content.images.service.ts";
import { getCourseSupport } from "./content.support.queries.ts";
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

/** How often the heartbeats counted in memory are written. */
const TIME_FLUSH_MS = 5_000;

export const contentRoutes: Module = async (app, { db, blobs, clock, config }) => {
  const replayDeps = { db, blobs, clock, peertubeHosts: config.peertubeHosts };
  // Heartbeats are counted in memory and written every few seconds, and on shutdown (time.buffer.cache.ts).
  const counting = new TimeCounting(db, clock, {
    flushEveryMs: TIME_FLUSH_MS,
    onError: (error) => app.log.error({ err: error }, "time counters not written, kept for the next flush"),
  });
  app.addHook("onClose", () => counting.close());
  const route = await routesOf(app, CONTENT_ENDPOINTS);

  route.getCourseSupport((request) => getCourseSupport(db, requireCtx(request)));
  route.listChapters((request) => listChapters(db, requireCtx(request), request.params.id));
  route.createChapter((request) =>
    createChapter(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.reorderChapters((request) =>
    reorderChapters(db, requireCtx(request), request.params.id, request.body.ids),
  );
  route.getChapter((request) => getChapter(db, clock, requireCtx(request), request.params.id));
  route.updateChapter((request) => updateChapter(db, requireCtx(request), request.params.id, request.body));
  route.deleteChapter((request) => deleteChapter(db, requireCtx(request), request.params.id));
  route.markChapterRead((request) =>
    markChapterRead(db, requireCtx(request), request.params.id, request.body.read),
  );
  route.listChapterVersions((request) => listChapterVersions(db, requireCtx(request), request.params.id));
  route.getChapterVersion((request) =>
    getChapterVersion(db, clock, requireCtx(request), request.params.id, request.params.versionId),
  );
  route.restoreChapterVersion((request) =>
    restoreChapterVersion(db, clock, requireCtx(request), request.params.id, request.params.versionId),
  );
  route.openContentImage(async (request, reply) =>
    sendBlob(request, reply, await openContentImage(db, blobs, clock, request.params.id, request.query)),
  );

  route.listReplays((request) => listReplays(replayDeps, requireCtx(request), request.params.id));
  route.createReplay((request) =>
    createReplay(replayDeps, requireCtx(request), request.params.id, request.body),
  );
  route.updateReplay((request) =>
    updateReplay(replayDeps, requireCtx(request), request.params.id, request.body),
  );
  route.deleteReplay((request) => deleteReplay(replayDeps, requireCtx(request), request.params.id));
  route.openReplayVideo(async (request, reply) =>
    sendBlob(request, reply, await openReplayVideo(replayDeps, request.params.id, request.query)),
  );

  route.recordHeartbeat((request) => counting.record(requireCtx(request), request.body), {
    config: { keepsSessions: true },
    // Two beats a minute from every open tab: logged only when something goes wrong.
    logLevel: "warn",
  });
  // The readers first write this process's pending seconds, so that a caller reads their own time.
  route.getMyTime(async (request) => {
    await counting.flush();
    return getMyTime(db, requireCtx(request));
  });
  route.listCourseTime(async (request) => {
    await counting.flush();
    return listCourseTime(db, requireCtx(request), request.params.id, request.query);
  });
  route.exportCourseTime(async (request, reply) => {
    await counting.flush();
    return sendAttachment(
      reply,
      await exportCourseTime(db, clock, requireCtx(request), request.params.id, request.query),
    );
  });

  // Multipart parsing is needed by the uploads only: registered in their own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    const scope = route.within(plugin);
    scope.addContentImage((request) =>
      addContentImage(
        db,
        blobs,
        clock,
        requireCtx(request),
        request.params.id,
        uploadReceiver(request, blobs, {
          maxBytes: CONTENT_IMAGE_MAX_BYTES,
          accept: IMAGE_TYPES,
          invalidTypeMessage: CONTENT_MESSAGES.invalidImage,
        }),
      ),
    );
    scope.uploadReplayVideo((request) =>
      uploadReplayVideo(
        replayDeps,
        requireCtx(request),
        request.params.id,
        uploadReceiver(request, blobs, {
          maxBytes: config.replayVideoMaxBytes,
          accept: VIDEO_TYPES,
          invalidTypeMessage: CONTENT_MESSAGES.invalidVideo,
        }),
      ),
    );
  });
};
