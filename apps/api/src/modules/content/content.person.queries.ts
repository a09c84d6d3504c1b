import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { chapterReads, chapters, chapterVersions, timeCounters } from "../../db/schema/index.ts";
import { courseTitles } from "../course-links/index.ts";

// The chapters a person read and their time, as their copy of their data (the privacy module) lists them,
// and what a person's erasure counts of them.

const ofUser = (companyId: string, userId: string) =>
  and(eq(chapterReads.userId, userId), eq(chapterReads.companyId, companyId));

/** How many chapters the account read. */
export async function countChapterReadsOf(db: Executor, companyId: string, userId: string): Promise<number> {
  return countRows(db, chapterReads, ofUser(companyId, userId));
}

/** A page of the chapters the account read, in reading order, with their course. */
export function chapterReadsOf(
  db: Executor,
  companyId: string,
  userId: string,
  offset: number,
  limit: number,
) {
  const course = courseTitles(db, companyId);
  return db
    .select({ course: course.title, chapter: chapters.title, readAt: chapterReads.readAt })
    .from(chapterReads)
    .innerJoin(chapters, eq(chapters.id, chapterReads.chapterId))
    .innerJoin(course, eq(course.id, chapters.courseId))
    .where(ofUser(companyId, userId))
    .orderBy(asc(chapterReads.readAt), asc(chapterReads.chapterId))
    .limit(limit)
    .offset(offset);
}

/** SQL: how many chapter versions the account saved in the company, as a scalar subquery. */
export function chapterVersionCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${chapterVersions} where ${chapterVersions.companyId} = ${companyId} and ${chapterVersions.savedBy} = ${userId})`;
}

/** SQL: how many learning traces the account left (days of time counted, chapters read), as a scalar subquery. */
export function learningTraceCountSql(companyId: string, userId: string): SQL {
  return sql`((select count(*) from ${timeCounters} where ${timeCounters.companyId} = ${companyId} and ${timeCounters.userId} = ${userId})
      + (select count(*) from ${chapterReads} where ${chapterReads.companyId} = ${companyId} and ${chapterReads.userId} = ${userId}))`;
}

const timeOf = (companyId: string, userId: string) =>
  and(eq(timeCounters.userId, userId), eq(timeCounters.companyId, companyId));

/** How many time counters (a day of a course, or of the whole space) the account has. */
export async function countTimeCountersOf(db: Executor, companyId: string, userId: string): Promise<number> {
  return countRows(db, timeCounters, timeOf(companyId, userId));
}

/** A page of the account's time counters by day, with their course when they count one. */
export function timeCountersOf(
  db: Executor,
  companyId: string,
  userId: string,
  offset: number,
  limit: number,
) {
  const course = courseTitles(db, companyId);
  return db
    .select({
      day: timeCounters.day,
      course: course.title,
      seconds: timeCounters.seconds,
      replaySeconds: timeCounters.replaySeconds,
      liveSeconds: timeCounters.liveSeconds,
    })
    .from(timeCounters)
    .leftJoin(course, eq(course.id, timeCounters.courseId))
    .where(timeOf(companyId, userId))
    .orderBy(asc(timeCounters.day), asc(timeCounters.scope))
    .limit(limit)
    .offset(offset);
}
