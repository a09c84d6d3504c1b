import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const dashboard = schemasOf(() => import("./dashboard.ts"));

/** One summary per home, each in one request. */
export const DASHBOARD_ENDPOINTS = endpoints("tableau de bord", {
  getStudentDashboard: {
    method: "GET",
    path: "/api/dashboard/student",
    access: ["student"],
    response: dashboard("studentDashboardSchema"),
  },
  getTeacherDashboard: {
    method: "GET",
    path: "/api/dashboard/teacher",
    access: ["teacher"],
    response: dashboard("teacherDashboardSchema"),
  },
  getAdminDashboard: {
    method: "GET",
    path: "/api/dashboard/admin",
    access: ADMIN_ROLES,
    response: dashboard("adminDashboardSchema"),
  },
});
