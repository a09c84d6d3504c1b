import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";

/** The titles of these courses of the company, in one query. */
export function courseTitlesOf(db: Executor, companyId: string, ids: string[]) {
  return db
    .select({ id: courses.id, title: courses.title, thematicTitle: courses.thematicTitle })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), inArray(courses.id, ids)));
}

/** Subquery (one column, for `in`): the ids of the company's courses of a session (cohort). */
export function courseIdsOfCohort(db: Executor, companyId: string, cohortId: string) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.cohortId, cohortId)));
}
