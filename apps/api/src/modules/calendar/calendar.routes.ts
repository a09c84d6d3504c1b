import { CALENDAR_ENDPOINTS } from "@campus/contracts/calendar.endpoints";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { sendBuiltJson } from "../../platform/kept-json.ts";
import { routesOf } from "../../platform/routes.ts";
import { listCalendarEvents } from "./calendar.events.queries.ts";
import { exportPlanning } from "./calendar.export.documents.ts";
import { getFeed, renderFeed, renewFeed, revokeFeed } from "./calendar.feed.service.ts";
import { PeriodCache } from "./calendar.period.cache.ts";

export const calendarRoutes: Module = async (app, { db, clock, config }) => {
  const periods = new PeriodCache();
  const route = await routesOf(app, CALENDAR_ENDPOINTS);

  route.listCalendarEvents(async (request, reply) =>
    sendBuiltJson(request, reply, await listCalendarEvents(db, periods, requireCtx(request), request.query)),
  );

  route.exportPlanning(async (request, reply) =>
    sendAttachment(
      reply,
      await exportPlanning(db, clock, requireCtx(request), request.params.format, request.query),
    ),
  );

  route.getFeed((request) => getFeed(db, requireCtx(request)));

  route.renewFeed((request) => renewFeed(db, clock, requireCtx(request), config.publicUrl));

  route.revokeFeed(async (request) => {
    await revokeFeed(db, requireCtx(request));
  });

  // Public: the secret token is the credential. A wrong one costs one indexed lookup and answers 404.
  route.renderFeed(async (request, reply) => {
    const body = await renderFeed(db, clock, request.params.file, config.publicUrl);
    return reply
      .header("Content-Type", "text/calendar; charset=utf-8")
      .header("Cache-Control", "private, max-age=300")
      .header("X-Content-Type-Options", "nosniff")
      .send(body);
  });
};
