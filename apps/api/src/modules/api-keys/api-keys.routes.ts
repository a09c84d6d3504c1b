import { API_KEYS_ENDPOINTS } from "@campus/contracts/api-keys.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

export const apiKeysRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, API_KEYS_ENDPOINTS);
  route.listApiKeys((request) => listApiKeys(db, requireCtx(request)));
  route.createApiKey((request) => createApiKey({ db, clock }, requireCtx(request), request.body), {
    config: { keepsSessions: true },
  });
  route.revokeApiKey((request) => revokeApiKey({ db, clock }, requireCtx(request), request.params.id));
};
