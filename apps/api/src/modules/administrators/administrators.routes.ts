import {
  administratorIdParamSchema,
  administratorListQuerySchema,
  administratorPageSchema,
  administratorSchema,
  administratorScopeQuerySchema,
  createAdministratorBodySchema,
  updateAdministratorBodySchema,
} from "@campus/contracts/administrators";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import {
  createAdministrator,
  deleteAdministrator,
  getAdministrator,
  listAdministrators,
  updateAdministrator,
} from "./administrators.service.ts";

const tags = ["administrateurs"];

export const administratorsRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/administrators",
    {
      schema: { tags, querystring: administratorListQuerySchema, response: { 200: administratorPageSchema } },
    },
    (request) => listAdministrators(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/administrators/:id",
    {
      schema: {
        tags,
        params: administratorIdParamSchema,
        querystring: administratorScopeQuerySchema,
        response: { 200: administratorSchema },
      },
    },
    (request) => getAdministrator(db, requireCtx(request), request.params.id, request.query),
  );

  app.post(
    "/api/administrators",
    {
      schema: {
        tags,
        querystring: administratorScopeQuerySchema,
        body: createAdministratorBodySchema,
        response: { 201: administratorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdministrator(db, requireCtx(request), request.body, request.query)),
  );

  app.patch(
    "/api/administrators/:id",
    {
      schema: {
        tags,
        params: administratorIdParamSchema,
        querystring: administratorScopeQuerySchema,
        body: updateAdministratorBodySchema,
        response: { 200: administratorSchema },
      },
    },
    (request) =>
      updateAdministrator(db, clock, requireCtx(request), request.params.id, request.body, request.query),
  );

  app.delete(
    "/api/administrators/:id",
    { schema: { tags, params: administratorIdParamSchema, querystring: administratorScopeQuerySchema } },
    async (request, reply) => {
      await deleteAdministrator(db, requireCtx(request), request.params.id, request.query);
      return reply.status(204).send();
    },
  );
};
