import type { AbsenceAlertSettings } from "@campus/contracts/absence-alerts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { absenceAlertColumns, absenceAlertThresholds, updateCompanySettings } from "../tenants/index.ts";
import { evaluateAbsenceAlerts } from "./absence-alerts.evaluate.service.ts";

/** The company's absence alert thresholds (administrators). */
export async function getAbsenceAlertSettings(db: Db, ctx: Ctx): Promise<AbsenceAlertSettings> {
  const row = await absenceAlertThresholds(db, ctx.companyId);
  if (!row) throw notFound();
  return row;
}

/**
 * Changes the thresholds (administrators), audited, then checks every student against them: those
 * now above one are at risk (without an alert: the next absence's crossing tells), those now under
 * are no longer.
 */
export async function updateAbsenceAlertSettings(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: AbsenceAlertSettings,
): Promise<AbsenceAlertSettings> {
  await updateCompanySettings(db, clock, ctx, {
    entity: "absence-alert-settings",
    columns: absenceAlertColumns,
    values: { absenceAlertConsecutive: body.consecutive, absenceAlertPercent: body.percent },
    after: body,
  });
  await evaluateAbsenceAlerts(db, clock.now(), ctx.companyId, null, { isTold: false });
  return body;
}
