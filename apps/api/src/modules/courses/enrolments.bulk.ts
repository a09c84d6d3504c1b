import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { recordEnrolmentChanges } from "./enrolments.history.ts";

// Set-based reads and writes of many enrolments at once, for the imports: one statement per batch.

/** The company's courses (archived ones too), to match the titles of an import. */
export function listCourseTitles(db: Executor, ctx: Ctx) {
  return db
    .select({ id: courses.id, title: courses.title, archived: courses.archived })
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

/**
 * Enrols students in courses of the caller's company, effective today; returns the enrolments actually
 * added, each recorded in the history.
 */
export async function enrolStudents(
  ctx: Ctx,
  pairs: { courseId: string; studentId: string }[],
  tx: Executor,
  clock: Clock,
): Promise<{ courseId: string; studentId: string }[]> {
  const added: { courseId: string; studentId: string }[] = [];
  for (let start = 0; start < pairs.length; start += 500) {
    added.push(
      ...(await tx
        .insert(enrolments)
        .values(pairs.slice(start, start + 500).map((pair) => ({ ...pair, companyId: ctx.companyId })))
        .onConflictDoNothing()
        .returning({ courseId: enrolments.courseId, studentId: enrolments.studentId })),
    );
  }
  await recordEnrolmentChanges(tx, clock, ctx, "enrol", added, {});
  return added;
}
