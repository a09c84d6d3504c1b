import {
  bulkEnrolBodySchema,
  courseDetailSchema,
  courseIdParamSchema,
  courseListQuerySchema,
  coursePageSchema,
  createCourseBodySchema,
  enrolmentParamSchema,
  enrolResultSchema,
  enrolStudentsBodySchema,
  setCourseTeachersBodySchema,
  updateCourseBodySchema,
} from "@campus/contracts/courses";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { enrolCohort, enrolStudents, unenrolStudent } from "./courses.enrol.ts";
import { getCourse, listCourses } from "./courses.queries.ts";
import { createCourse, setCourseArchived, setCourseTeachers, updateCourse } from "./courses.service.ts";

const tags = ["cours"];
const params = courseIdParamSchema;

export const coursesRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/courses",
    { schema: { tags, querystring: courseListQuerySchema, response: { 200: coursePageSchema } } },
    (request) => listCourses(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/courses/:id",
    { schema: { tags, params, response: { 200: courseDetailSchema } } },
    (request) => getCourse(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/courses",
    { schema: { tags, body: createCourseBodySchema, response: { 201: courseDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCourse(db, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/courses/:id",
    { schema: { tags, params, body: updateCourseBodySchema, response: { 200: courseDetailSchema } } },
    (request) => updateCourse(db, clock, requireCtx(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ["archive", true],
    ["unarchive", false],
  ] as const) {
    app.post(
      `/api/courses/:id/${action}`,
      { schema: { tags, params, response: { 200: courseDetailSchema } } },
      (request) => setCourseArchived(db, clock, requireCtx(request), request.params.id, archived),
    );
  }

  app.put(
    "/api/courses/:id/teachers",
    { schema: { tags, params, body: setCourseTeachersBodySchema, response: { 200: courseDetailSchema } } },
    (request) => setCourseTeachers(db, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/courses/:id/enrolments",
    { schema: { tags, params, body: enrolStudentsBodySchema, response: { 200: enrolResultSchema } } },
    (request) => enrolStudents(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/courses/:id/enrolments/bulk",
    { schema: { tags, params, body: bulkEnrolBodySchema, response: { 200: enrolResultSchema } } },
    (request) => enrolCohort(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.delete(
    "/api/courses/:id/enrolments/:studentId",
    { schema: { tags, params: enrolmentParamSchema } },
    async (request, reply) => {
      await unenrolStudent(db, requireCtx(request), request.params.id, request.params.studentId);
      return reply.status(204).send();
    },
  );
};
