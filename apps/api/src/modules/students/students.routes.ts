import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import type { FastifyReply } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getStudent, listStudents } from "./students.queries.ts";
import { deleteStudent, restoreStudent } from "./students.removal.service.ts";
import { type ExportFile, exportCourseStudents, exportStudents } from "./students.reports.documents.ts";
import { createStudent, updateStudent } from "./students.service.ts";

function sendFile(reply: FastifyReply, file: ExportFile) {
  return sendAttachment(reply, { name: file.filename, contentType: file.contentType, body: file.body });
}

export const studentsRoutes: Module = async (app, { db, bus, clock }) => {
  const route = await routesOf(app, STUDENTS_ENDPOINTS);

  route.listStudents((request) => listStudents(db, requireCtx(request), request.query));
  route.exportStudents(async (request, reply) =>
    sendFile(reply, await exportStudents(db, clock, requireCtx(request), request.query)),
  );
  route.getStudent((request) => getStudent(db, requireCtx(request), request.params.id));
  route.createStudent((request) => createStudent(db, clock, requireCtx(request), request.body));
  route.updateStudent((request) =>
    updateStudent(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.deleteStudent((request) => deleteStudent({ db, bus, clock }, requireCtx(request), request.params.id));
  route.restoreStudent((request) =>
    restoreStudent({ db, bus, clock }, requireCtx(request), request.params.id),
  );
  route.exportCourseStudents(async (request, reply) =>
    sendFile(
      reply,
      await exportCourseStudents(db, clock, requireCtx(request), request.params.id, request.query.format),
    ),
  );
};
