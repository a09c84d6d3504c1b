import {
  createEvaluationBodySchema,
  evaluationIdParamSchema,
  evaluationListQuerySchema,
  evaluationListSchema,
  evaluationSchema,
  gradeGridQuerySchema,
  gradeGridSchema,
  saveGradesBodySchema,
  studentGradesParamSchema,
  studentGradesSchema,
  updateEvaluationBodySchema,
} from "@campus/contracts/evaluations";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { getGradeGrid, saveGrades } from "./evaluations.grid.ts";
import {
  createEvaluation,
  deleteEvaluation,
  getEvaluation,
  listEvaluations,
  updateEvaluation,
} from "./evaluations.service.ts";
import { getMyGrades, getStudentGrades } from "./evaluations.student-grades.ts";

const tags = ["évaluations"];
const params = evaluationIdParamSchema;

export const evaluationsRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/evaluations",
    { schema: { tags, querystring: evaluationListQuerySchema, response: { 200: evaluationListSchema } } },
    (request) => listEvaluations(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/evaluations/grid",
    { schema: { tags, querystring: gradeGridQuerySchema, response: { 200: gradeGridSchema } } },
    (request) => getGradeGrid(db, requireCtx(request), request.query.courseId),
  );

  app.put(
    "/api/evaluations/grades",
    { schema: { tags, body: saveGradesBodySchema, response: { 200: gradeGridSchema } } },
    (request) => saveGrades(db, clock, requireCtx(request), request.body),
  );

  app.get(
    "/api/evaluations/:id",
    { schema: { tags, params, response: { 200: evaluationSchema } } },
    (request) => getEvaluation(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/evaluations",
    { schema: { tags, body: createEvaluationBodySchema, response: { 201: evaluationSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createEvaluation(db, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/evaluations/:id",
    { schema: { tags, params, body: updateEvaluationBodySchema, response: { 200: evaluationSchema } } },
    (request) => updateEvaluation(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.delete("/api/evaluations/:id", { schema: { tags, params } }, async (request, reply) => {
    await deleteEvaluation(db, requireCtx(request), request.params.id);
    return reply.status(204).send();
  });

  app.get("/api/grades/mine", { schema: { tags, response: { 200: studentGradesSchema } } }, (request) =>
    getMyGrades(db, requireCtx(request)),
  );

  app.get(
    "/api/grades/student/:studentId",
    { schema: { tags, params: studentGradesParamSchema, response: { 200: studentGradesSchema } } },
    (request) => getStudentGrades(db, requireCtx(request), request.params.studentId),
  );
};
