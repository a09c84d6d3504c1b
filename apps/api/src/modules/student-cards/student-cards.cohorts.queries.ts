import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";

// The students module's reads for the school sessions' module (its list's counts, its rules): the
// sessions' module asks here instead of reading the students table itself.

/**
 * How many of the company's students each given cohort holds, by the programme they follow (null: none):
 * read from the counts the database keeps (`kept_counts`), whatever the size of the school.
 */
export async function countStudentsOfCohorts(
  db: Executor,
  companyId: string,
  cohortIds: string[],
): Promise<{ cohortId: string; programmeId: string | null; n: number }[]> {
  const rows = await groupedCounts(db, "students.cohort", companyId, cohortIds);
  return rows.map(({ key, by, n }) => ({ cohortId: key, programmeId: by, n }));
}
