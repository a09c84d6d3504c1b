import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getGradeGrid, saveGrades } from "./evaluations.grid.service.ts";
import {
  createEvaluation,
  deleteEvaluation,
  getEvaluation,
  listEvaluations,
  updateEvaluation,
} from "./evaluations.service.ts";
import { getMyGrades, getStudentGrades } from "./evaluations.student-grades.queries.ts";

export const evaluationsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, EVALUATIONS_ENDPOINTS);

  route.listEvaluations((request) => listEvaluations(db, requireCtx(request), request.query));
  route.getGradeGrid((request) => getGradeGrid(db, requireCtx(request), request.query.courseId));
  route.saveGrades((request) => saveGrades(db, clock, requireCtx(request), request.body));
  route.getEvaluation((request) => getEvaluation(db, requireCtx(request), request.params.id));
  route.createEvaluation((request) => createEvaluation(db, requireCtx(request), request.body));
  route.updateEvaluation((request) =>
    updateEvaluation(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.deleteEvaluation((request) => deleteEvaluation(db, requireCtx(request), request.params.id));
  route.getMyGrades((request) => getMyGrades(db, requireCtx(request)));
  route.getStudentGrades((request) => getStudentGrades(db, requireCtx(request), request.params.studentId));
};
