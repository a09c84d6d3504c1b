import { WEBHOOKS_ENDPOINTS } from "@campus/contracts/webhooks.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  updateWebhook,
} from "./webhooks.service.ts";

/** The company's signed webhooks (its super-administrator): subscriptions and their delivery log. */
export const webhooksRoutes: Module = async (app, { db, clock, config }) => {
  const route = await routesOf(app, WEBHOOKS_ENDPOINTS);
  route.listWebhooks((request) => listWebhooks(db, requireCtx(request)));
  route.createWebhook((request) =>
    createWebhook(db, config.webhookAllowLoopback, requireCtx(request), request.body),
  );
  route.updateWebhook((request) => updateWebhook(db, requireCtx(request), request.params.id, request.body));
  route.deleteWebhook((request) => deleteWebhook(db, requireCtx(request), request.params.id));
  route.listWebhookDeliveries((request) =>
    listWebhookDeliveries(db, requireCtx(request), request.params.id, request.query),
  );
  route.redeliverWebhook((request) =>
    redeliverWebhook(db, clock, requireCtx(request), request.params.id, request.params.deliveryId),
  );
};
