import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import {
  createAdministrator,
  deleteAdministrator,
  getAdministrator,
  listAdministrators,
  updateAdministrator,
} from "./administrators.service.ts";

export const administratorsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, ADMINISTRATORS_ENDPOINTS);

  route.listAdministrators((request) => listAdministrators(db, requireCtx(request), request.query));
  route.getAdministrator((request) =>
    getAdministrator(db, requireCtx(request), request.params.id, request.query),
  );
  route.createAdministrator((request) =>
    createAdministrator(db, requireCtx(request), request.body, request.query),
  );
  route.updateAdministrator((request) =>
    updateAdministrator(db, clock, requireCtx(request), request.params.id, request.body, request.query),
  );
  route.deleteAdministrator((request) =>
    deleteAdministrator(db, requireCtx(request), request.params.id, request.query),
  );
};
