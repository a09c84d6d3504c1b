import type { RetentionDue, RetentionOverview, RetentionSettings } from "@campus/contracts/privacy";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { retentionRuns } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { countLiveEventsBefore } from "../../platform/events/live-events-store.ts";
import { countSessionsEndedBefore } from "../../platform/sessions.ts";
import { countFormerStudents } from "../students/index.ts";
import { retentionColumns, retentionDurations, updateCompanySettings } from "../tenants/index.ts";
import { countUnverifiedBefore } from "../users/index.ts";

// How long a company keeps personal data, and what is past its time: the administrators' view of it.

const DAY_MS = 86_400_000;

/** The moments before which each kind of data is past its time. */
export function retentionCutoffs(settings: RetentionSettings, now: Date) {
  const formerStudents = new Date(now);
  formerStudents.setUTCFullYear(formerStudents.getUTCFullYear() - settings.formerStudentYears);
  return {
    formerStudents,
    unverified: new Date(now.getTime() - settings.unverifiedDays * DAY_MS),
    signIns: new Date(now.getTime() - settings.signInDays * DAY_MS),
    liveEvents: new Date(now.getTime() - settings.liveEventDays * DAY_MS),
  };
}

export async function retentionSettingsOf(db: Executor, companyId: string): Promise<RetentionSettings> {
  const row = await retentionDurations(db, companyId);
  if (!row) throw notFound();
  return row;
}

/** What the next daily run would pseudonymise or delete, counted now. */
export async function retentionDue(
  db: Executor,
  companyId: string,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionDue> {
  const cutoff = retentionCutoffs(settings, now);
  return {
    formerStudents: await countFormerStudents(db, companyId, cutoff.formerStudents),
    unverifiedAccounts: await countUnverifiedBefore(db, companyId, cutoff.unverified),
    signIns: await countSessionsEndedBefore(db, companyId, cutoff.signIns),
    liveEvents: await countLiveEventsBefore(db, companyId, cutoff.liveEvents),
  };
}

/** The company's retention settings, what is due now and the last run (administrators). */
export async function getRetention(db: Db, clock: Clock, ctx: Ctx): Promise<RetentionOverview> {
  const settings = await retentionSettingsOf(db, ctx.companyId);
  const [last] = await db
    .select({ finishedAt: retentionRuns.finishedAt, summary: retentionRuns.summary })
    .from(retentionRuns)
    .where(and(eq(retentionRuns.companyId, ctx.companyId), isNotNull(retentionRuns.finishedAt)))
    .orderBy(desc(retentionRuns.day))
    .limit(1);
  const summary = last?.summary;
  return {
    settings,
    due: await retentionDue(db, ctx.companyId, settings, clock.now()),
    lastRunAt: last?.finishedAt?.toISOString() ?? null,
    lastRun: summary
      ? {
          formerStudents: summary.formerStudents ?? 0,
          unverifiedAccounts: summary.unverifiedAccounts ?? 0,
          signIns: summary.signIns ?? 0,
          liveEvents: summary.liveEvents ?? 0,
        }
      : null,
  };
}

/** Changes how long the company keeps personal data (administrators), audited. */
export async function updateRetentionSettings(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: RetentionSettings,
): Promise<RetentionOverview> {
  await updateCompanySettings(db, clock, ctx, {
    entity: "retention-settings",
    columns: retentionColumns,
    values: {
      retentionFormerStudentYears: body.formerStudentYears,
      retentionUnverifiedDays: body.unverifiedDays,
      retentionSignInDays: body.signInDays,
      retentionLiveEventDays: body.liveEventDays,
    },
    after: body,
  });
  return getRetention(db, clock, ctx);
}
