import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";

// The students module's reads for the school sessions' module (its list's counts, its rules): the
// sessions' module asks here instead of reading the students table itself.

/**
 * How many of the company's students each given cohort holds, by the programme they follow (null: none):
 * one grouped query on the (company, cohort) index, whatever the number of cohorts.
 */
export async function countStudentsOfCohorts(
  db: Executor,
  companyId: string,
  cohortIds: string[],
): Promise<{ cohortId: string; programmeId: string | null; n: number }[]> {
  if (cohortIds.length === 0) return [];
  const rows = await db
    .select({ cohortId: students.cohortId, programmeId: students.programmeId, n: count() })
    .from(students)
    .where(and(eq(students.companyId, companyId), inArray(students.cohortId, cohortIds)))
    .groupBy(students.cohortId, students.programmeId);
  return rows.flatMap((row) => (row.cohortId ? [{ ...row, cohortId: row.cohortId, n: Number(row.n) }] : []));
}
