import { NOTIFICATIONS_ENDPOINTS } from "@campus/contracts/calendar.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { listNotifications, markNotificationsRead } from "./notifications.service.ts";

export const notificationsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, NOTIFICATIONS_ENDPOINTS);

  route.listNotifications((request) => listNotifications(db, requireCtx(request)));

  route.markNotificationsRead(async (request) => {
    await markNotificationsRead(db, clock, requireCtx(request));
  });
};
