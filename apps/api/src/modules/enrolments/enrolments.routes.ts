import { ENROLMENTS_ENDPOINTS } from "@campus/contracts/enrolments.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { listEnrolmentHistory, listEnrolments } from "../courses/index.ts";
import { enrolInCourse, withdrawEnrolments } from "./enrolments.service.ts";

export const enrolmentsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, ENROLMENTS_ENDPOINTS);

  route.listEnrolments((request) => listEnrolments(db, requireCtx(request), request.query));
  route.listEnrolmentHistory((request) => listEnrolmentHistory(db, requireCtx(request), request.query));
  route.enrolInCourse((request) => enrolInCourse(db, clock, requireCtx(request), request.body));
  route.withdrawEnrolments((request) => withdrawEnrolments(db, clock, requireCtx(request), request.body));
};
