import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getCohort, listCohorts } from "./cohorts.queries.ts";
import { createCohort, deleteCohort, setCohortArchived, updateCohort } from "./cohorts.service.ts";

export const cohortsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, COHORTS_ENDPOINTS);

  route.listCohorts((request) => listCohorts(db, requireCtx(request), request.query));
  route.getCohort((request) => getCohort(db, requireCtx(request), request.params.id));
  route.createCohort((request) => createCohort(db, requireCtx(request), request.body));
  route.updateCohort((request) => updateCohort(db, requireCtx(request), request.params.id, request.body));
  route.archiveCohort((request) =>
    setCohortArchived(db, clock, requireCtx(request), request.params.id, true),
  );
  route.unarchiveCohort((request) =>
    setCohortArchived(db, clock, requireCtx(request), request.params.id, false),
  );
  route.deleteCohort(async (request) => {
    await deleteCohort(db, requireCtx(request), request.params.id);
  });
};
