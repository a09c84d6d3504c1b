import { recordIdParamSchema } from "@campus/contracts/school";
import {
  createTeacherBodySchema,
  createTeacherResponseSchema,
  teacherDetailViewSchema,
  teacherListQuerySchema,
  teacherPageSchema,
  updateTeacherBodySchema,
} from "@campus/contracts/teachers";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { createTeacher, deleteTeacher, getTeacher, listTeachers, updateTeacher } from "./teachers.service.ts";

const tags = ["professeurs"];

export const teachersRoutes: Module = (app, { db, clock, config }) => {
  app.get(
    "/api/teachers",
    { schema: { tags, querystring: teacherListQuerySchema, response: { 200: teacherPageSchema } } },
    (request) => listTeachers(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/teachers/:id",
    { schema: { tags, params: recordIdParamSchema, response: { 200: teacherDetailViewSchema } } },
    (request) => getTeacher(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/teachers",
    { schema: { tags, body: createTeacherBodySchema, response: { 201: createTeacherResponseSchema } } },
    async (request, reply) => {
      const created = await createTeacher(
        db,
        requireCtx(request),
        request.body,
        config.defaultTeacherPassword,
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/api/teachers/:id",
    {
      schema: {
        tags,
        params: recordIdParamSchema,
        body: updateTeacherBodySchema,
        response: { 200: teacherDetailViewSchema },
      },
    },
    (request) => updateTeacher(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.delete(
    "/api/teachers/:id",
    { schema: { tags, params: recordIdParamSchema } },
    async (request, reply) => {
      await deleteTeacher(db, requireCtx(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
