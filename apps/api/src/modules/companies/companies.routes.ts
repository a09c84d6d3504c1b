import {
  administratorListQuerySchema,
  administratorPageSchema,
  administratorSchema,
  createAdministratorBodySchema,
} from "@campus/contracts/administrators";
import { idParamSchema, pageOf, pageQuerySchema } from "@campus/contracts/common";
import {
  companyBrandingSchema,
  companyParamSchema,
  companySchema,
  createCompanyBodySchema,
  createInstanceBodySchema,
  instanceParamSchema,
  instanceSchema,
  updateCompanyBodySchema,
} from "@campus/contracts/companies";
import { z } from "zod";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { createAdministrator, listAdministrators } from "../administrators/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import {
  addInstance,
  createCompany,
  getCompany,
  listCompanies,
  removeInstance,
  updateCompany,
} from "./companies.service.ts";

const tags = ["entreprises"];
const companyAdministratorsQuerySchema = administratorListQuerySchema.omit({ companyId: true });

export const companiesRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/branding/:companyId",
    {
      schema: {
        tags,
        params: z.object({ companyId: z.string().max(64) }),
        response: { 200: companyBrandingSchema },
      },
    },
    (request) => getCompanyBranding(db, request.params.companyId),
  );

  app.get(
    "/api/companies",
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pageOf(companySchema) },
      },
    },
    (request) => listCompanies(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/companies/:id",
    { schema: { tags, params: idParamSchema, response: { 200: companySchema } } },
    (request) => getCompany(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/companies",
    { schema: { tags, body: createCompanyBodySchema, response: { 201: companySchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCompany(db, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/companies/:id",
    {
      schema: {
        tags,
        params: companyParamSchema,
        body: updateCompanyBodySchema,
        response: { 200: companySchema },
      },
    },
    (request) => updateCompany(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/companies/:id/instances",
    {
      schema: {
        tags,
        params: companyParamSchema,
        body: createInstanceBodySchema,
        response: { 201: instanceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addInstance(db, requireCtx(request), request.params.id, request.body)),
  );

  app.delete(
    "/api/companies/:id/instances/:instanceId",
    { schema: { tags, params: instanceParamSchema } },
    async (request, reply) => {
      await removeInstance(db, requireCtx(request), request.params.id, request.params.instanceId);
      return reply.status(204).send();
    },
  );

  // The platform's view of a company's administrators: the administrators service with the company named.
  app.get(
    "/api/companies/:id/administrators",
    {
      schema: {
        tags,
        params: companyParamSchema,
        querystring: companyAdministratorsQuerySchema,
        response: { 200: administratorPageSchema },
      },
    },
    (request) =>
      listAdministrators(db, requireCtx(request), { ...request.query, companyId: request.params.id }),
  );

  app.post(
    "/api/companies/:id/administrators",
    {
      schema: {
        tags,
        params: companyParamSchema,
        body: createAdministratorBodySchema,
        response: { 201: administratorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAdministrator(db, requireCtx(request), request.body, { companyId: request.params.id }),
        ),
  );
};
