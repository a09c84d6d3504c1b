import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";

// The students module's reads for the programmes' module (its counts, its rules): the programmes'
// module asks here instead of reading the students table itself.

/**
 * How many of the company's students each given programme holds, by level (null: none): read from
 * the counts the database keeps (`kept_counts`), whatever the size of the school.
 */
export async function countStudentsOfProgrammes(
  db: Executor,
  companyId: string,
  programmeIds: string[],
): Promise<{ programmeId: string; levelId: string | null; n: number }[]> {
  const rows = await groupedCounts(db, "students.programme", companyId, programmeIds);
  return rows.map(({ key, by, n }) => ({ programmeId: key, levelId: by, n }));
}
