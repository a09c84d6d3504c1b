import type { AbsenceAlertSettings } from "@campus/contracts/absence-alerts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { evaluateAbsenceAlerts } from "./absence-alerts.evaluate.ts";

const columns = { consecutive: companies.absenceAlertConsecutive, percent: companies.absenceAlertPercent };

/** The company's absence alert thresholds (administrators). */
export async function getAbsenceAlertSettings(db: Db, ctx: Ctx): Promise<AbsenceAlertSettings> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, ctx.companyId));
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
  const after = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for("update");
    if (!before) throw notFound();
    await tx
      .update(companies)
      .set({
        absenceAlertConsecutive: body.consecutive,
        absenceAlertPercent: body.percent,
        updatedAt: clock.now(),
      })
      .where(eq(companies.id, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "absence-alert-settings",
      entityId: ctx.companyId,
      before,
      after: body,
    });
    return body;
  });
  await evaluateAbsenceAlerts(db, clock.now(), ctx.companyId, null, { isTold: false });
  return after;
}
