import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const alerts = schemasOf(() => import("./absence-alerts.ts"));

/** The company's absence thresholds and the students above them: its administrators. */
export const ABSENCE_ALERTS_ENDPOINTS = endpoints("alertes d'absence", {
  getAbsenceAlertSettings: {
    method: "GET",
    path: "/api/absence-alerts/settings",
    access: ADMIN_ROLES,
    response: alerts("absenceAlertSettingsSchema"),
  },
  updateAbsenceAlertSettings: {
    method: "PUT",
    path: "/api/absence-alerts/settings",
    access: ADMIN_ROLES,
    body: alerts("absenceAlertSettingsSchema"),
    response: alerts("absenceAlertSettingsSchema"),
  },
  listStudentsAtRisk: {
    method: "GET",
    path: "/api/absence-alerts/students",
    access: ADMIN_ROLES,
    query: alerts("studentsAtRiskQuerySchema"),
    response: alerts("studentsAtRiskPageSchema"),
  },
});
