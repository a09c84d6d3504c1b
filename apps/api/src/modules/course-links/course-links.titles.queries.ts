import { and, asc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";
import { courseScope } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";

/** The titles of these courses of the company, in one query. */
export function courseTitlesOf(db: Executor, companyId: string, ids: string[]) {
  return db
    .select({ id: courses.id, title: courses.title, thematicTitle: courses.thematicTitle })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), inArray(courses.id, ids)));
}

/** The titles of the company's courses among `courseIds` (a one-column subquery), in title order. */
export function courseTitlesIn(db: Executor, companyId: string, courseIds: SQLWrapper) {
  return db
    .select({ title: courses.title })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), inArray(courses.id, courseIds)))
    .orderBy(asc(courses.title));
}

/** Subquery (one column, for `in`): one course of the company, for a query written for several. */
export function oneCourseId(db: Executor, companyId: string, courseId: string) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.companyId, companyId)));
}

/** Subquery (one column, for `in`): the ids of the company's courses of a session (cohort). */
export function courseIdsOfCohort(db: Executor, companyId: string, cohortId: string) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.cohortId, cohortId)));
}

/**
 * Subquery: the company's current (not archived) courses the caller reads (a student's enrolments, a
 * teacher's courses, all for an administrator), with their titles and planned hours, to select from.
 */
export function readableCourses(db: Executor, ctx: Ctx) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      thematicTitle: courses.thematicTitle,
      plannedHours: courses.plannedHours,
    })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, ctx.companyId),
        eq(courses.archived, false),
        courseScope(db, ctx, "read", courses.id),
      ),
    )
    .as("readable_courses");
}

/** A course's planned hours (none for an unknown course). */
export async function coursePlannedHours(db: Executor, courseId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ hours: courses.plannedHours })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.hours;
}
