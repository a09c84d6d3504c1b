import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";
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
  const rows = await groupedCounts(
    db,
    { companyId: courses.companyId, key: courses.cohortId, by: courses.programmeId },
    companyId,
    cohortIds,
  );
  return rows.map(({ key, by, n }) => ({ cohortId: key, programmeId: by, n }));
}
