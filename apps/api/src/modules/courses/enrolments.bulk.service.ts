import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { recordEnrolmentChanges } from "./enrolments.history.service.ts";

// Set-based reads and writes of many enrolments at once, for the imports: one statement per batch.

/** The company's courses (archived ones too), to match the titles of an import. */
export function listCourseTitles(db: Executor, ctx: Ctx) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      archived: courses.archived,
      programmeId: courses.programmeId,
    })
    .from(courses)
    .where(eq(courses.companyId, ctx.companyId));
}

/** The enrolments of these students, as course and student ids. */
export async function findEnrolmentsOfStudents(db: Executor, ctx: Ctx, studentIds: string[]) {
  const rows: { courseId: string; studentId: string }[] = [];
  for (let start = 0; start < studentIds.length; start += 1000) {
    rows.push(
      ...(await db
        .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
        .from(enrolments)
        .where(
          and(
            eq(enrolments.companyId, ctx.companyId),
            inArray(enrolments.studentId, studentIds.slice(start, start + 1000)),
          ),
        )),
    );
  }
  return rows;
}

/** An enrolment to make: the day it takes effect, today in Paris when not given. */
export interface DatedEnrolment {
  courseId: string;
  studentId: string;
  effectiveOn?: string | undefined;
}

const pairKey = (pair: { courseId: string; studentId: string }) => `${pair.courseId}:${pair.studentId}`;

/**
 * Enrols students in courses of the caller's company; returns the enrolments actually added (those
 * already there are left as they are), each recorded in the history on its day.
 */
export async function enrolStudents(
  ctx: Ctx,
  pairs: DatedEnrolment[],
  tx: Executor,
  clock: Clock,
): Promise<DatedEnrolment[]> {
  const added: { courseId: string; studentId: string }[] = [];
  for (let start = 0; start < pairs.length; start += 500) {
    added.push(
      ...(await tx
        .insert(enrolments)
        .values(
          pairs.slice(start, start + 500).map((pair) => ({
            courseId: pair.courseId,
            studentId: pair.studentId,
            companyId: ctx.companyId,
          })),
        )
        .onConflictDoNothing()
        .returning({ courseId: enrolments.courseId, studentId: enrolments.studentId })),
    );
  }
  const dayOf = new Map(pairs.map((pair) => [pairKey(pair), pair.effectiveOn]));
  const dated = added.map((pair) => ({ ...pair, effectiveOn: dayOf.get(pairKey(pair)) }));
  const byDay = new Map<string | undefined, DatedEnrolment[]>();
  for (const pair of dated) {
    const group = byDay.get(pair.effectiveOn);
    if (group) group.push(pair);
    else byDay.set(pair.effectiveOn, [pair]);
  }
  for (const [effectiveOn, group] of byDay) {
    await recordEnrolmentChanges(tx, clock, ctx, "enrol", group, { effectiveOn });
  }
  return dated;
}
