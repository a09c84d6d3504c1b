import { endpoints, schemasOf } from "./endpoint.ts";
import type { Role } from "./roles.ts";

const hooks = schemasOf(() => import("./webhooks.ts"));
const common = schemasOf(() => import("./common.ts"));

/** The company's super-administrator (and the platform operator acting on it). */
const WEBHOOK_ROLES: readonly Role[] = ["superadmin", "superadmincom"];

/** Signed webhooks of a company: subscriptions and their delivery log. */
export const WEBHOOKS_ENDPOINTS = endpoints("webhooks", {
  listWebhooks: {
    method: "GET",
    path: "/api/webhooks",
    access: WEBHOOK_ROLES,
    response: hooks("webhookListSchema"),
  },
  createWebhook: {
    method: "POST",
    path: "/api/webhooks",
    access: WEBHOOK_ROLES,
    status: 201,
    body: hooks("createWebhookBodySchema"),
    response: hooks("createdWebhookSchema"),
  },
  updateWebhook: {
    method: "PATCH",
    path: "/api/webhooks/:id",
    access: WEBHOOK_ROLES,
    params: hooks("webhookIdParamSchema"),
    body: hooks("updateWebhookBodySchema"),
    response: hooks("webhookSchema"),
  },
  deleteWebhook: {
    method: "DELETE",
    path: "/api/webhooks/:id",
    access: WEBHOOK_ROLES,
    params: hooks("webhookIdParamSchema"),
    response: common("okSchema"),
  },
  listWebhookDeliveries: {
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    access: WEBHOOK_ROLES,
    params: hooks("webhookIdParamSchema"),
    query: hooks("webhookDeliveriesQuerySchema"),
    response: hooks("webhookDeliveriesPageSchema"),
  },
  redeliverWebhook: {
    method: "POST",
    path: "/api/webhooks/:id/deliveries/:deliveryId/redeliver",
    access: WEBHOOK_ROLES,
    params: hooks("webhookDeliveryParamSchema"),
    response: hooks("webhookDeliverySchema"),
  },
});
