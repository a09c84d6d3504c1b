import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { cohorts } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { type CohortRow, cohortUses } from "./cohorts.queries.ts";

// The sessions' side of an import (modules/imports plans it): what the company has, and writing the
// planned sessions in the import's transaction.

export type ImportedCohortFields = Pick<CohortRow, "name" | "programmeId" | "startDate" | "endDate">;

/** Every session of the company (archived ones too). */
export function listCompanyCohorts(db: Executor, ctx: Ctx): Promise<CohortRow[]> {
  return db.select().from(cohorts).where(eq(cohorts.companyId, ctx.companyId));
}

/**
 * For each session, how many of its students and courses follow another programme than `programmeId`
 * (none of them counts as fitting): what refuses moving a session to another programme.
 */
export async function cohortMisfits(
  db: Executor,
  ctx: Ctx,
  moves: { cohortId: string; programmeId: string }[],
): Promise<Map<string, { students: number; courses: number }>> {
  const misfits = new Map<string, { students: number; courses: number }>();
  if (moves.length === 0) return misfits;
  const uses = await cohortUses(
    db,
    ctx.companyId,
    moves.map((move) => move.cohortId),
  );
  const target = new Map(moves.map((move) => [move.cohortId, move.programmeId]));
  const count = (
    rows: { cohortId: string; programmeId: string | null; n: number }[],
    key: "students" | "courses",
  ) => {
    for (const row of rows) {
      if (!row.programmeId || row.programmeId === target.get(row.cohortId)) continue;
      const entry = misfits.get(row.cohortId) ?? { students: 0, courses: 0 };
      entry[key] += row.n;
      misfits.set(row.cohortId, entry);
    }
  };
  count(uses.students, "students");
  count(uses.courses, "courses");
  return misfits;
}

/** Writes the planned sessions: the new ones in one statement, each changed one in its own. */
export async function writeImportedCohorts(
  tx: Executor,
  ctx: Ctx,
  creates: ImportedCohortFields[],
  updates: { before: CohortRow; changes: Partial<ImportedCohortFields> }[],
): Promise<{ created: CohortRow[]; updated: CohortRow[] }> {
  const created =
    creates.length === 0
      ? []
      : await tx
          .insert(cohorts)
          .values(creates.map((values) => ({ ...values, companyId: ctx.companyId })))
          .returning();
  const updated: CohortRow[] = [];
  for (const { before, changes } of updates) {
    const [row] = await tx
      .update(cohorts)
      .set(changes)
      .where(and(eq(cohorts.id, before.id), eq(cohorts.companyId, ctx.companyId)))
      .returning();
    if (!row) throw new AppError("INTERNAL");
    updated.push(row);
  }
  return { created, updated };
}
