import { WHITELIST_ENDPOINTS } from "@campus/contracts/whitelist.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { addToWhitelist, listWhitelist, removeFromWhitelist } from "./whitelist.service.ts";

export const whitelistRoutes: Module = async (app, { db }) => {
  const route = await routesOf(app, WHITELIST_ENDPOINTS);

  route.listWhitelist((request) => listWhitelist(db, requireCtx(request), request.query));
  // 201 when the student is listed, 200 when they already were.
  route.addToWhitelist(async (request, reply) => {
    const { entry, created } = await addToWhitelist(db, requireCtx(request), request.body.studentId);
    return reply.status(created ? 201 : 200).send(entry);
  });
  route.removeFromWhitelist(async (request) => {
    await removeFromWhitelist(db, requireCtx(request), request.params.studentId);
  });
};
