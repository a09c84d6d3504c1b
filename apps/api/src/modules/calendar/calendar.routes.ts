import {
  CALENDAR_MAX_DAYS,
  calendarEventsSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  exportParamSchema,
  feedParamSchema,
  planningExportQuerySchema,
} from "@campus/contracts/calendar";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { sendBuiltJson } from "../../platform/kept-json.ts";
import { listCalendarEvents } from "./calendar.events.ts";
import { exportPlanning } from "./calendar.export.ts";
import { getFeed, renderFeed, renewFeed, revokeFeed } from "./calendar.feed.ts";
import { PeriodCache } from "./calendar.period-cache.ts";

const tags = ["calendrier"];

export const calendarRoutes: Module = (app, { db, clock, config }) => {
  const periods = new PeriodCache();

  app.get(
    "/api/calendar/events",
    {
      schema: {
        tags,
        description: `The caller's slots between two instants (at most ${CALENDAR_MAX_DAYS} days).`,
        querystring: calendarQuerySchema,
        response: { 200: calendarEventsSchema },
      },
    },
    async (request, reply) =>
      sendBuiltJson(
        request,
        reply,
        await listCalendarEvents(db, periods, requireCtx(request), request.query),
      ),
  );

  app.get(
    "/api/calendar/export/:format",
    { schema: { tags, params: exportParamSchema, querystring: planningExportQuerySchema } },
    async (request, reply) =>
      sendAttachment(
        reply,
        await exportPlanning(db, clock, requireCtx(request), request.params.format, request.query),
      ),
  );

  app.get("/api/calendar/feed", { schema: { tags, response: { 200: calendarFeedSchema } } }, (request) =>
    getFeed(db, requireCtx(request)),
  );

  app.post("/api/calendar/feed", { schema: { tags, response: { 200: calendarFeedSchema } } }, (request) =>
    renewFeed(db, clock, requireCtx(request), config.publicUrl),
  );

  app.delete("/api/calendar/feed", { schema: { tags } }, async (request, reply) => {
    await revokeFeed(db, requireCtx(request));
    return reply.status(204).send();
  });

  // Public: the secret token is the credential. A wrong one costs one indexed lookup and answers 404.
  app.get("/api/calendar/:file", { schema: { tags, params: feedParamSchema } }, async (request, reply) => {
    const body = await renderFeed(db, clock, request.params.file, config.publicUrl);
    return reply
      .header("Content-Type", "text/calendar; charset=utf-8")
      .header("Cache-Control", "private, max-age=300")
      .header("X-Content-Type-Options", "nosniff")
      .send(body);
  });
};
