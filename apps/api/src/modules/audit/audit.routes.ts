import { auditListQuerySchema, auditPageSchema } from "@campus/contracts/audit";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { listAuditEntries } from "./audit.service.ts";

export const auditRoutes: Module = (app, { db }) => {
  app.get(
    "/api/audit",
    { schema: { tags: ["journal"], querystring: auditListQuerySchema, response: { 200: auditPageSchema } } },
    (request) => listAuditEntries(db, requireCtx(request), request.query),
  );
};
