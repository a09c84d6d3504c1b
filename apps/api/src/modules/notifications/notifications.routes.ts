import { notificationListSchema } from "@campus/contracts/calendar";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { listNotifications, markNotificationsRead } from "./notifications.service.ts";

const tags = ["notifications"];

export const notificationsRoutes: Module = (app, { db, clock }) => {
  app.get("/api/notifications", { schema: { tags, response: { 200: notificationListSchema } } }, (request) =>
    listNotifications(db, requireCtx(request)),
  );

  app.post("/api/notifications/read", { schema: { tags } }, async (request, reply) => {
    await markNotificationsRead(db, clock, requireCtx(request));
    return reply.status(204).send();
  });
};
