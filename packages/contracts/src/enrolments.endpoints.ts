import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const enrolments = schemasOf(() => import("./enrolments.ts"));

/**
 * « Gestion des inscriptions » (administrators): who follows which course, enrolling and withdrawing many
 * at once with the day it takes effect, and the history of both. The course page's own enrolment routes
 * (COURSES_ENDPOINTS) write the same history.
 */
export const ENROLMENTS_ENDPOINTS = endpoints("inscriptions", {
  listEnrolments: {
    method: "GET",
    path: "/api/enrolments",
    access: ADMIN_ROLES,
    query: enrolments("enrolmentListQuerySchema"),
    response: enrolments("enrolmentPageSchema"),
  },
  listEnrolmentHistory: {
    method: "GET",
    path: "/api/enrolments/history",
    access: ADMIN_ROLES,
    query: enrolments("enrolmentHistoryQuerySchema"),
    response: enrolments("enrolmentChangePageSchema"),
  },
  enrolInCourse: {
    method: "POST",
    path: "/api/enrolments",
    access: ADMIN_ROLES,
    body: enrolments("enrolInCourseBodySchema"),
    response: enrolments("enrolInCourseResultSchema"),
  },
  withdrawEnrolments: {
    method: "POST",
    path: "/api/enrolments/withdrawals",
    access: ADMIN_ROLES,
    body: enrolments("withdrawEnrolmentsBodySchema"),
    response: enrolments("withdrawEnrolmentsResultSchema"),
  },
});
