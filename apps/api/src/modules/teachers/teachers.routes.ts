import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { createTeacher, deleteTeacher, getTeacher, listTeachers, updateTeacher } from "./teachers.service.ts";

export const teachersRoutes: Module = async (app, { db, clock, config }) => {
  const route = await routesOf(app, TEACHERS_ENDPOINTS);

  route.listTeachers((request) => listTeachers(db, requireCtx(request), request.query));
  route.getTeacher((request) => getTeacher(db, requireCtx(request), request.params.id));
  route.createTeacher((request) =>
    createTeacher(db, requireCtx(request), request.body, config.defaultTeacherPassword),
  );
  route.updateTeacher((request) =>
    updateTeacher(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.deleteTeacher(async (request) => {
    await deleteTeacher(db, requireCtx(request), request.params.id);
  });
};
