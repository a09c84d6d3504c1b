import {
  addWhitelistBodySchema,
  whitelistEntrySchema,
  whitelistPageSchema,
  whitelistQuerySchema,
  whitelistStudentParamSchema,
} from "@campus/contracts/whitelist";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { addToWhitelist, listWhitelist, removeFromWhitelist } from "./whitelist.service.ts";

const tags = ["whitelist"];

export const whitelistRoutes: Module = (app, { db }) => {
  app.get(
    "/api/whitelist",
    { schema: { tags, querystring: whitelistQuerySchema, response: { 200: whitelistPageSchema } } },
    (request) => listWhitelist(db, requireCtx(request), request.query),
  );

  app.post(
    "/api/whitelist",
    {
      schema: {
        tags,
        body: addWhitelistBodySchema,
        response: { 200: whitelistEntrySchema, 201: whitelistEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await addToWhitelist(db, requireCtx(request), request.body.studentId);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    "/api/whitelist/:studentId",
    { schema: { tags, params: whitelistStudentParamSchema } },
    async (request, reply) => {
      await removeFromWhitelist(db, requireCtx(request), request.params.studentId);
      return reply.status(204).send();
    },
  );
};
