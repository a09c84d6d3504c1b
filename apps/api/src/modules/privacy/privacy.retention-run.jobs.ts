import type { RetentionDue } from "@campus/contracts/privacy";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { retentionRuns } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { deleteLiveEventsBefore } from "../../platform/events/live-events-store.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { deleteSessionsEndedBefore } from "../../platform/sessions.ts";
import { formerStudentIds } from "../students/index.ts";
import { everyCompanyId } from "../tenants/index.ts";
import { deleteUnverifiedBefore } from "../users/index.ts";
import { eraseFormerStudent } from "./privacy.erase.service.ts";
import { retentionCutoffs, retentionSettingsOf } from "./privacy.retention.queries.ts";

type Deps = { db: Db; blobs: BlobStore; clock: Clock; bus: EventBus };

/** Former students erased per run: a long backlog is worked off over the following days. */
const STUDENTS_PER_RUN = 200;
/** A claim this old without its end is a run that died: another process may take the day again. */
const STALE_CLAIM_MS = 60 * 60 * 1000;

/**
 * Takes the company's run of the day: true for exactly one process however many ask (the row's primary
 * key decides), or again once a claim has gone stale.
 */
async function claimDay(db: Db, companyId: string, day: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimed = await db
    .insert(retentionRuns)
    .values({ companyId, day, startedAt: now })
    .onConflictDoUpdate({
      target: [retentionRuns.companyId, retentionRuns.day],
      set: { startedAt: now },
      setWhere: and(isNull(retentionRuns.finishedAt), lt(retentionRuns.startedAt, stale)),
    })
    .returning({ companyId: retentionRuns.companyId });
  return claimed.length > 0;
}

/** Pseudonymises or deletes what is past its time in one company; what it did, audited. */
export async function applyRetention(deps: Deps, companyId: string): Promise<RetentionDue> {
  const now = deps.clock.now();
  const cutoff = retentionCutoffs(await retentionSettingsOf(deps.db, companyId), now);
  const due = await formerStudentIds(deps.db, companyId, cutoff.formerStudents, STUDENTS_PER_RUN);
  let formerStudents = 0;
  for (const studentId of due) if (await eraseFormerStudent(deps, companyId, studentId)) formerStudents++;
  const unverifiedAccounts = await deleteUnverifiedBefore(deps.db, companyId, cutoff.unverified);
  const signIns = await deleteSessionsEndedBefore(deps.db, companyId, cutoff.signIns);
  const events = await deleteLiveEventsBefore(deps.db, companyId, cutoff.liveEvents);
  const summary = {
    formerStudents,
    unverifiedAccounts,
    signIns,
    liveEvents: events,
  };
  await recordAudit(
    deps.db,
    { companyId, userId: null },
    {
      action: "retention",
      entity: "company",
      entityId: companyId,
      after: { ...summary, cutoffs: cutoff },
    },
  );
  return summary;
}

/**
 * The daily retention run of every company whose day has not run yet (each taken by one process), recorded
 * in retention_runs. Answers the companies this process ran.
 */
export async function runDailyRetention(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const day = parisDay(now);
  const ran: string[] = [];
  const companies = everyCompanyId(deps.db);
  const pending = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      sql`not exists (select 1 from ${retentionRuns} where ${retentionRuns.companyId} = ${companies.id} and ${retentionRuns.day} = ${day} and ${or(sql`${retentionRuns.finishedAt} is not null`, sql`${retentionRuns.startedAt} >= ${new Date(now.getTime() - STALE_CLAIM_MS).toISOString()}::timestamptz`)})`,
    );
  for (const company of pending) {
    if (!(await claimDay(deps.db, company.id, day, now))) continue;
    const summary = await applyRetention(deps, company.id);
    await deps.db
      .update(retentionRuns)
      .set({ finishedAt: deps.clock.now(), summary })
      .where(and(eq(retentionRuns.companyId, company.id), eq(retentionRuns.day, day)));
    ran.push(company.id);
  }
  return ran;
}
