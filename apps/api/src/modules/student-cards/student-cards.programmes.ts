import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";
import { students } from "../../db/schema/index.ts";

// The students module's reads for the programmes' module (its counts, its rules): the programmes'
// module asks here instead of reading the students table itself.

/**
 * How many of the company's students each given programme holds, by level (null: none): one grouped
 * query on the (company, programme) index, whatever the number of programmes.
 */
export async function countStudentsOfProgrammes(
  db: Executor,
  companyId: string,
  programmeIds: string[],
): Promise<{ programmeId: string; levelId: string | null; n: number }[]> {
  const rows = await groupedCounts(
    db,
    { companyId: students.companyId, key: students.programmeId, by: students.levelId },
    companyId,
    programmeIds,
  );
  return rows.map(({ key, by, n }) => ({ programmeId: key, levelId: by, n }));
}
