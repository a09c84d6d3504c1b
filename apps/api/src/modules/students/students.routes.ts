import { recordIdParamSchema } from "@campus/contracts/school";
import {
  courseStudentsExportQuerySchema,
  createStudentBodySchema,
  studentDetailViewSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentPageSchema,
  updateStudentBodySchema,
} from "@campus/contracts/students";
import type { FastifyReply } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { getStudent, listStudents } from "./students.queries.ts";
import { type ExportFile, exportCourseStudents, exportStudents } from "./students.reports.ts";
import { createStudent, deleteStudent, updateStudent } from "./students.service.ts";

const tags = ["apprenants"];

function sendFile(reply: FastifyReply, file: ExportFile) {
  return sendAttachment(reply, { name: file.filename, contentType: file.contentType, body: file.body });
}

export const studentsRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/students",
    { schema: { tags, querystring: studentListQuerySchema, response: { 200: studentPageSchema } } },
    (request) => listStudents(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/students/export",
    { schema: { tags, querystring: studentExportQuerySchema } },
    async (request, reply) =>
      sendFile(reply, await exportStudents(db, clock, requireCtx(request), request.query)),
  );

  app.get(
    "/api/students/:id",
    { schema: { tags, params: recordIdParamSchema, response: { 200: studentDetailViewSchema } } },
    (request) => getStudent(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/students",
    { schema: { tags, body: createStudentBodySchema, response: { 201: studentDetailViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createStudent(db, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/students/:id",
    {
      schema: {
        tags,
        params: recordIdParamSchema,
        body: updateStudentBodySchema,
        response: { 200: studentDetailViewSchema },
      },
    },
    (request) => updateStudent(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.delete(
    "/api/students/:id",
    { schema: { tags, params: recordIdParamSchema } },
    async (request, reply) => {
      await deleteStudent(db, requireCtx(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/courses/:id/students/export",
    { schema: { tags, params: recordIdParamSchema, querystring: courseStudentsExportQuerySchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await exportCourseStudents(db, clock, requireCtx(request), request.params.id, request.query.format),
      ),
  );
};
