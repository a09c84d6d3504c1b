import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { cohorts } from "../../db/schema/index.ts";

/** How many sessions (cohorts) each of the programmes has, in one grouped query. */
export async function countCohortsOfProgrammes(
  db: Executor,
  companyId: string,
  programmeIds: string[],
): Promise<{ programmeId: string; n: number }[]> {
  if (programmeIds.length === 0) return [];
  const rows = await db
    .select({ programmeId: cohorts.programmeId, n: count() })
    .from(cohorts)
    .where(and(eq(cohorts.companyId, companyId), inArray(cohorts.programmeId, programmeIds)))
    .groupBy(cohorts.programmeId);
  return rows.map((row) => ({ programmeId: row.programmeId ?? "", n: Number(row.n) }));
}

/** A programme's sessions, current ones first, the latest first. */
export function listCohortsOfProgramme(db: Executor, companyId: string, programmeId: string) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      archivedAt: cohorts.archivedAt,
    })
    .from(cohorts)
    .where(and(eq(cohorts.companyId, companyId), eq(cohorts.programmeId, programmeId)))
    .orderBy(asc(cohorts.archivedAt), desc(cohorts.startDate), asc(cohorts.name));
}

/** The names of the company's sessions among these ids, in one query. */
export async function cohortNames(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.companyId, companyId), inArray(cohorts.id, ids)));
}
