import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";

// The courses' reads for the school sessions' module (its list's counts, its rules): the sessions'
// module asks here instead of reading the courses table itself.

/**
 * How many of the company's courses (archived ones too) each given cohort is named by, by the courses'
 * programme (null: none): read from the counts the database keeps (`kept_counts`), whatever the size of the school.
 */
export async function countCoursesOfCohorts(
  db: Executor,
  companyId: string,
  cohortIds: string[],
): Promise<{ cohortId: string; programmeId: string | null; n: number }[]> {
  const rows = await groupedCounts(db, "courses.cohort", companyId, cohortIds);
  return rows.map(({ key, by, n }) => ({ cohortId: key, programmeId: by, n }));
}
