import { SCHOOL_ENDPOINTS } from "@campus/contracts/school.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getSchoolOptions } from "./school.service.ts";

export const schoolRoutes: Module = async (app, { db }) => {
  const route = await routesOf(app, SCHOOL_ENDPOINTS);

  route.getSchoolOptions((request) => getSchoolOptions(db, requireCtx(request)));
};
