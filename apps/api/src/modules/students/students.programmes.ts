import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
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
  if (programmeIds.length === 0) return [];
  const rows = await db
    .select({ programmeId: students.programmeId, levelId: students.levelId, n: count() })
    .from(students)
    .where(and(eq(students.companyId, companyId), inArray(students.programmeId, programmeIds)))
    .groupBy(students.programmeId, students.levelId);
  return rows.flatMap((row) =>
    row.programmeId ? [{ programmeId: row.programmeId, levelId: row.levelId, n: Number(row.n) }] : [],
  );
}
