import { DASHBOARD_ENDPOINTS } from "@campus/contracts/dashboard.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getAdminDashboard, getStudentDashboard, getTeacherDashboard } from "./dashboard.service.ts";

/** One summary per home, each in one request. */
export const dashboardRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, DASHBOARD_ENDPOINTS);

  route.getStudentDashboard((request) => getStudentDashboard(db, clock, requireCtx(request)));
  route.getTeacherDashboard((request) => getTeacherDashboard(db, clock, requireCtx(request)));
  route.getAdminDashboard((request) => getAdminDashboard(db, clock, requireCtx(request)));
};
