// What the other modules may use of the absence alerts module: import it from here, never from its files.

export { deleteAbsenceAlertNoticesOf } from "./absence-alerts.erase.service.ts";
export { absenceAlertsSettled, scheduleAbsenceAlerts } from "./absence-alerts.jobs.ts";
export {
  type AbsenceAlertNotice,
  hasUndigestedAbsenceAlertSql,
  listAbsenceAlertNotices,
  listStudentsAtRisk,
  listUnreadAbsenceAlertNotices,
  markAbsenceAlertNoticesRead,
} from "./absence-alerts.queries.ts";
export { getAbsenceAlertSettings } from "./absence-alerts.settings.service.ts";
