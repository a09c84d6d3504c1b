import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, ALL_ROLES, STAFF_ROLES } from "./roles.ts";

const attendance = schemasOf(() => import("./attendance.ts"));
const slots = schemasOf(() => import("./slots.ts"));
const slotParams = slots("slotIdParamSchema");

export const ATTENDANCE_ENDPOINTS = endpoints("présences", {
  getSlotAttendance: {
    method: "GET",
    path: "/api/slots/:id/attendance",
    access: STAFF_ROLES,
    params: slotParams,
    response: attendance("slotAttendanceSchema"),
  },
  saveAttendance: {
    method: "PUT",
    path: "/api/slots/:id/attendance",
    access: STAFF_ROLES,
    params: slotParams,
    body: attendance("saveAttendanceBodySchema"),
    response: attendance("slotAttendanceSchema"),
  },
  buildAttendanceSheet: {
    method: "GET",
    path: "/api/slots/:id/attendance-sheet.pdf",
    access: STAFF_ROLES,
    kind: "file",
    params: slotParams,
  },
  buildHalfDaySheet: {
    method: "GET",
    path: "/api/cohorts/:id/half-day-sheet.pdf",
    access: ADMIN_ROLES,
    kind: "file",
    params: attendance("halfDaySheetParamSchema"),
    query: attendance("halfDaySheetQuerySchema"),
  },
  setExcuse: {
    method: "POST",
    path: "/api/attendance/:slotId/:studentId/excuse",
    access: ADMIN_ROLES,
    params: attendance("excuseParamSchema"),
    body: attendance("excuseBodySchema"),
    response: attendance("attendanceItemSchema"),
  },
  listAbsences: {
    method: "GET",
    path: "/api/absences",
    access: ALL_ROLES,
    query: attendance("absenceListQuerySchema"),
    response: attendance("absencePageSchema"),
  },
  exportAbsences: {
    method: "GET",
    path: "/api/absences/export.xlsx",
    access: ADMIN_ROLES,
    kind: "file",
    query: attendance("absenceFiltersSchema"),
  },
  getAbsenceSummary: {
    method: "GET",
    path: "/api/absences/summary",
    access: ALL_ROLES,
    query: attendance("absenceSummaryQuerySchema"),
    response: attendance("absenceSummarySchema"),
  },
});
