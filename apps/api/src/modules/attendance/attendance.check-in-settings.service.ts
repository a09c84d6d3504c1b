import {
  type CheckInSettings,
  clockToMinutes,
  minutesToClock,
  type UpdateCheckInSettingsBody,
} from "@campus/contracts/check-in";
import { eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { checkInSettings } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { companyCheckIn } from "./attendance.check-in-codes.service.ts";
import type { CheckInSettingsCache } from "./attendance.check-in-settings.cache.ts";

// The company's check-in settings: when check-in opens, where the half-day sheet splits a day.

/** The company's check-in opening and half-day split (administrators). */
export async function getCheckInSettings(db: Executor, ctx: Ctx): Promise<CheckInSettings> {
  const row = await companyCheckIn(db, ctx.companyId);
  return {
    opensMinutesBefore: row.opensMinutes,
    halfDaySplitsAt: minutesToClock(row.halfDaySplitMinutes),
  };
}

/** Changes when check-in opens before a slot and where the half-day sheet splits a day (administrators), audited. */
export async function updateCheckInSettings(
  db: Db,
  ctx: Ctx,
  body: UpdateCheckInSettingsBody,
  cache: CheckInSettingsCache,
): Promise<CheckInSettings> {
  const updated = await db.transaction(async (tx) => {
    const before = await getCheckInSettings(tx, ctx);
    const after = { ...before, ...body };
    await tx
      .update(checkInSettings)
      .set({
        opensMinutes: after.opensMinutesBefore,
        halfDaySplitMinutes: clockToMinutes(after.halfDaySplitsAt),
      })
      .where(eq(checkInSettings.companyId, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "check-in-settings",
      entityId: ctx.companyId,
      before,
      after,
    });
    return after;
  });
  // Once committed: this process's next check-in reads the new opening (the others within their TTL).
  cache.drop(ctx.companyId);
  return updated;
}
