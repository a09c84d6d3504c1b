import { AUDIT_ENDPOINTS } from "@campus/contracts/audit.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { listAuditEntries } from "./audit.service.ts";

export const auditRoutes: Module = async (app, { db }) => {
  const route = await routesOf(app, AUDIT_ENDPOINTS);
  route.listAuditEntries((request) => listAuditEntries(db, requireCtx(request), request.query));
};
