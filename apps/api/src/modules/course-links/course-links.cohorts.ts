import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";

// The courses' reads for the school sessions' module (its list's counts, its rules): the sessions'
// module asks here instead of reading the courses table itself.

/**
 * How many of the company's courses (archived ones too) each given cohort is named by, by the courses'
 * programme (null: none): one grouped query on the (company, cohort) index, whatever the number of cohorts.
 */
export async function countCoursesOfCohorts(
  db: Executor,
  companyId: string,
  cohortIds: string[],
): Promise<{ cohortId: string; programmeId: string | null; n: number }[]> {
  if (cohortIds.length === 0) return [];
  const rows = await db
    .select({ cohortId: courses.cohortId, programmeId: courses.programmeId, n: count() })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), inArray(courses.cohortId, cohortIds)))
    .groupBy(courses.cohortId, courses.programmeId);
  return rows.flatMap((row) => (row.cohortId ? [{ ...row, cohortId: row.cohortId, n: Number(row.n) }] : []));
}
