import { endpoints, schemasOf } from "./endpoint.ts";
import { STAFF_ROLES } from "./roles.ts";

const evaluations = schemasOf(() => import("./evaluations.ts"));
const params = evaluations("evaluationIdParamSchema");
const evaluation = evaluations("evaluationSchema");
const gradeGrid = evaluations("gradeGridSchema");
const studentGrades = evaluations("studentGradesSchema");

export const EVALUATIONS_ENDPOINTS = endpoints("évaluations", {
  listEvaluations: {
    method: "GET",
    path: "/api/evaluations",
    access: STAFF_ROLES,
    query: evaluations("evaluationListQuerySchema"),
    response: evaluations("evaluationListSchema"),
  },
  getGradeGrid: {
    method: "GET",
    path: "/api/evaluations/grid",
    access: STAFF_ROLES,
    query: evaluations("gradeGridQuerySchema"),
    response: gradeGrid,
  },
  saveGrades: {
    method: "PUT",
    path: "/api/evaluations/grades",
    access: STAFF_ROLES,
    body: evaluations("saveGradesBodySchema"),
    response: gradeGrid,
  },
  getEvaluation: {
    method: "GET",
    path: "/api/evaluations/:id",
    access: STAFF_ROLES,
    params,
    response: evaluation,
  },
  createEvaluation: {
    method: "POST",
    path: "/api/evaluations",
    access: STAFF_ROLES,
    body: evaluations("createEvaluationBodySchema"),
    response: evaluation,
    status: 201,
  },
  updateEvaluation: {
    method: "PATCH",
    path: "/api/evaluations/:id",
    access: STAFF_ROLES,
    params,
    body: evaluations("updateEvaluationBodySchema"),
    response: evaluation,
  },
  deleteEvaluation: {
    method: "DELETE",
    path: "/api/evaluations/:id",
    access: STAFF_ROLES,
    params,
    status: 204,
  },
  getMyGrades: {
    method: "GET",
    path: "/api/grades/mine",
    access: ["student"],
    response: studentGrades,
  },
  getStudentGrades: {
    method: "GET",
    path: "/api/grades/student/:studentId",
    access: STAFF_ROLES,
    params: evaluations("studentGradesParamSchema"),
    response: studentGrades,
  },
});
