import type { ProgrammeLevel } from "@campus/contracts/programmes";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { programmes } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { countCoursesOfProgrammes } from "../course-links/index.ts";
import { countStudentsOfProgrammes } from "../student-cards/index.ts";
import { linkProgrammeLevels, resolveProgrammeLevels } from "./levels.service.ts";
import { levelsOfProgrammes, type ProgrammeRow } from "./programmes.queries.ts";

// The programmes' side of an import (modules/imports plans it): reading what the company has, and
// writing the planned programmes with their levels in order, in the import's transaction.

export type ImportedProgrammeFields = Pick<ProgrammeRow, "code" | "name" | "rncpCode" | "durationHours">;

/** A programme of the company with its levels in order. */
export interface ProgrammeWithLevels {
  row: ProgrammeRow;
  levels: ProgrammeLevel[];
}

/** Every programme of the company (archived ones too) with its levels, in two queries. */
export async function listProgrammesWithLevels(db: Executor, ctx: Ctx): Promise<ProgrammeWithLevels[]> {
  const rows = await db.select().from(programmes).where(eq(programmes.companyId, ctx.companyId));
  const levels = await levelsOfProgrammes(
    db,
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, levels: levels.get(row.id) ?? [] }));
}

/** How many courses and students of each programme are at each level (`${programmeId}:${levelId}`). */
export async function levelUsesOfProgrammes(
  db: Executor,
  ctx: Ctx,
  programmeIds: string[],
): Promise<Map<string, { courses: number; students: number }>> {
  const uses = new Map<string, { courses: number; students: number }>();
  if (programmeIds.length === 0) return uses;
  const add = (
    rows: { programmeId: string; levelId: string | null; n: number }[],
    key: "courses" | "students",
  ) => {
    for (const row of rows) {
      if (!row.levelId) continue;
      const id = `${row.programmeId}:${row.levelId}`;
      const entry = uses.get(id) ?? { courses: 0, students: 0 };
      entry[key] += row.n;
      uses.set(id, entry);
    }
  };
  add(await countCoursesOfProgrammes(db, ctx.companyId, programmeIds), "courses");
  add(await countStudentsOfProgrammes(db, ctx.companyId, programmeIds), "students");
  return uses;
}

export interface ProgrammeCreate {
  fields: ImportedProgrammeFields;
  levels: string[];
}

export interface ProgrammeUpdate {
  before: ProgrammeWithLevels;
  changes: Partial<ImportedProgrammeFields>;
  /** The programme's whole list of levels by label, in order, when it changes. */
  levels?: string[];
}

/**
 * Writes the planned programmes: new ones in one statement, each changed one in its own; the levels of
 * each by label (a new label becomes a level of the company, the company's order follows the file's).
 * Answers the programmes as written, with their level ids in order.
 */
export async function writeImportedProgrammes(
  tx: Executor,
  ctx: Ctx,
  creates: ProgrammeCreate[],
  updates: ProgrammeUpdate[],
): Promise<{
  created: { row: ProgrammeRow; levelIds: string[] }[];
  updated: { row: ProgrammeRow; levelIds: string[] }[];
}> {
  const inserted =
    creates.length === 0
      ? []
      : await tx
          .insert(programmes)
          .values(creates.map((create) => ({ ...create.fields, companyId: ctx.companyId })))
          .returning();
  const labelsByCode = new Map(creates.map((create) => [create.fields.code.toLowerCase(), create.levels]));
  const created: { row: ProgrammeRow; levelIds: string[] }[] = [];
  for (const row of inserted) {
    const labels = labelsByCode.get(row.code.toLowerCase()) ?? [];
    const levelIds = await setLevels(tx, ctx, row.id, [], labels);
    created.push({ row, levelIds });
  }
  const updated: { row: ProgrammeRow; levelIds: string[] }[] = [];
  for (const update of updates) {
    const id = update.before.row.id;
    const [row] =
      Object.keys(update.changes).length === 0
        ? [update.before.row]
        : await tx
            .update(programmes)
            .set(update.changes)
            .where(and(eq(programmes.id, id), eq(programmes.companyId, ctx.companyId)))
            .returning();
    if (!row) throw new AppError("INTERNAL");
    const before = update.before.levels.map((level) => level.id);
    const levelIds = update.levels ? await setLevels(tx, ctx, id, before, update.levels) : before;
    updated.push({ row, levelIds });
  }
  return { created, updated };
}

/** Sets a programme's levels to these labels in order (the import checked that those leaving are unused). */
async function setLevels(
  tx: Executor,
  ctx: Ctx,
  programmeId: string,
  before: string[],
  labels: string[],
): Promise<string[]> {
  if (labels.length === 0 && before.length === 0) return [];
  const after = await resolveProgrammeLevels(
    tx,
    ctx,
    labels.map((label) => ({ label })),
  );
  await linkProgrammeLevels(tx, ctx, programmeId, {
    removed: before.filter((id) => !after.includes(id)),
    added: after.filter((id) => !before.includes(id)),
  });
  return after;
}
