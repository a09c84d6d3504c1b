import { ABSENCE_ALERTS_ENDPOINTS } from "@campus/contracts/absence-alerts.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { absenceAlertsSettled } from "./absence-alerts.jobs.ts";
import { listStudentsAtRisk } from "./absence-alerts.queries.ts";
import { getAbsenceAlertSettings, updateAbsenceAlertSettings } from "./absence-alerts.settings.service.ts";

/** The company's absence thresholds and the students above them (administrators). */
export const absenceAlertsRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, ABSENCE_ALERTS_ENDPOINTS);
  app.addHook("onClose", () => absenceAlertsSettled());

  route.getAbsenceAlertSettings((request) => getAbsenceAlertSettings(db, requireCtx(request)));
  route.updateAbsenceAlertSettings((request) =>
    updateAbsenceAlertSettings(db, clock, requireCtx(request), request.body),
  );
  route.listStudentsAtRisk((request) => listStudentsAtRisk(db, requireCtx(request), request.query));
};
