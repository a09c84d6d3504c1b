import {
  adminDashboardSchema,
  studentDashboardSchema,
  teacherDashboardSchema,
} from "@campus/contracts/dashboard";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { getAdminDashboard, getStudentDashboard, getTeacherDashboard } from "./dashboard.service.ts";

const tags = ["tableau de bord"];

/** One summary per home, each in one request. */
export const dashboardRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/dashboard/student",
    { schema: { tags, response: { 200: studentDashboardSchema } } },
    (request) => getStudentDashboard(db, clock, requireCtx(request)),
  );

  app.get(
    "/api/dashboard/teacher",
    { schema: { tags, response: { 200: teacherDashboardSchema } } },
    (request) => getTeacherDashboard(db, clock, requireCtx(request)),
  );

  app.get("/api/dashboard/admin", { schema: { tags, response: { 200: adminDashboardSchema } } }, (request) =>
    getAdminDashboard(db, clock, requireCtx(request)),
  );
};
