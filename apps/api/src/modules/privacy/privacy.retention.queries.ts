import type { RetentionDue, RetentionOverview, RetentionSettings } from "@campus/contracts/privacy";
import { and, count, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  attendance,
  enrolments,
  retentionRuns,
  slots,
  studentErasures,
  students,
  users,
} from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { countLiveEventsBefore } from "../../platform/events/live-events-store.ts";
import { countSessionsEndedBefore } from "../../platform/sessions.ts";
import { retentionColumns, retentionDurations, updateCompanySettings } from "../tenants/index.ts";

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

/**
 * SQL: the company's students not erased yet whose last course is older than `cutoff`: the latest end of a
 * slot of a course they follow or were marked at, else when their record was created.
 */
export function formerStudentsBefore(companyId: string, cutoff: Date) {
  const lastCourse = sql`greatest(
    ${students.createdAt},
    (select max(${slots.endsAt}) from ${enrolments} join ${slots} on ${slots.courseId} = ${enrolments.courseId}
      where ${enrolments.companyId} = ${students.companyId} and ${enrolments.studentId} = ${students.id}),
    (select max(${attendance.slotStartsAt}) from ${attendance}
      where ${attendance.companyId} = ${students.companyId} and ${attendance.studentId} = ${students.id})
  )`;
  return and(
    eq(students.companyId, companyId),
    sql`not exists (select 1 from ${studentErasures} where ${studentErasures.companyId} = ${students.companyId} and ${studentErasures.studentId} = ${students.id})`,
    sql`${lastCourse} < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** SQL: the company's registrations never confirmed, older than `cutoff`. */
export const unverifiedBefore = (companyId: string, cutoff: Date) =>
  and(eq(users.companyId, companyId), eq(users.emailVerified, false), lt(users.createdAt, cutoff));

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** What the next daily run would pseudonymise or delete, counted now. */
export async function retentionDue(
  db: Executor,
  companyId: string,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionDue> {
  const cutoff = retentionCutoffs(settings, now);
  return {
    formerStudents: await total(
      db.select({ n: count() }).from(students).where(formerStudentsBefore(companyId, cutoff.formerStudents)),
    ),
    unverifiedAccounts: await total(
      db.select({ n: count() }).from(users).where(unverifiedBefore(companyId, cutoff.unverified)),
    ),
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
