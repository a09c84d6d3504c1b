import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const history = schemasOf(() => import("./history.ts"));

export const HISTORY_ENDPOINTS = endpoints("historique", {
  listMarkChanges: {
    method: "GET",
    path: "/api/history",
    access: ADMIN_ROLES,
    query: history("markChangeListQuerySchema"),
    response: history("markChangePageSchema"),
  },
  exportMarkChanges: {
    method: "GET",
    path: "/api/history/export.xlsx",
    access: ADMIN_ROLES,
    kind: "file",
    query: history("markChangeFiltersSchema"),
  },
  getGradeHistory: {
    method: "GET",
    path: "/api/history/grades/:evaluationId/:studentId",
    access: STAFF_ROLES,
    params: history("gradeHistoryParamSchema"),
    response: history("markHistorySchema"),
  },
  getAttendanceHistory: {
    method: "GET",
    path: "/api/history/attendance/:slotId/:studentId",
    access: STAFF_ROLES,
    params: history("attendanceHistoryParamSchema"),
    response: history("markHistorySchema"),
  },
});
