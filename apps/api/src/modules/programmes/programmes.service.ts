import {
  type CreateProgrammeBody,
  PROGRAMME_MESSAGES,
  type ProgrammeDetail,
  type ReferenceCounts,
  type UpdateProgrammeBody,
} from "@campus/contracts/programmes";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { levels, programmeLevels, programmes, tracks } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, violatedUniqueConstraint } from "../../platform/errors.ts";
import { countCoursesOfProgrammes } from "../course-links/index.ts";
import { countCohortsOfProgrammes } from "../school/index.ts";
import { countStudentsOfProgrammes } from "../student-cards/index.ts";
import { linkProgrammeLevels, resolveProgrammeLevels, translateLevelConflict } from "./levels.service.ts";
import { findProgramme, getProgramme, type ProgrammeRow } from "./programmes.queries.ts";

// The programmes' changes, each in one transaction with its audit entry. Only administrators reach
// these routes (permission table).

const snapshot = (row: ProgrammeRow, levelIds: string[]) => ({
  code: row.code,
  name: row.name,
  rncpCode: row.rncpCode,
  durationHours: row.durationHours,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  levelIds,
});

/** The programme's level ids, in the company's order of levels. */
async function levelIdsOf(tx: Executor, ctx: Ctx, programmeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: programmeLevels.levelId })
    .from(programmeLevels)
    .innerJoin(levels, eq(levels.id, programmeLevels.levelId))
    .where(and(eq(programmeLevels.programmeId, programmeId), eq(programmeLevels.companyId, ctx.companyId)))
    .orderBy(levels.position, levels.label, levels.id);
  return rows.map((row) => row.id);
}

/** A code another programme of the company holds (case ignored) answers 409 on `code`, naming it. */
async function assertCodeFree(tx: Executor, ctx: Ctx, code: string, exceptId?: string): Promise<void> {
  const [holder] = await tx
    .select({ name: programmes.name })
    .from(programmes)
    .where(
      and(
        eq(programmes.companyId, ctx.companyId),
        eq(sql`lower(${programmes.code})`, code.toLowerCase()),
        exceptId ? ne(programmes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (holder) {
    throw new AppError("CONFLICT", { field: "code", message: PROGRAMME_MESSAGES.codeInUse(holder.name) });
  }
}

/** Unique violations of a programme's write (another write at the same time) as the form's 409s. */
function translateConflict(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === "programmes_company_code") {
    throw new AppError("CONFLICT", { field: "code", message: PROGRAMME_MESSAGES.codeInUse() });
  }
  return translateLevelConflict(error, "levels");
}

/** Creates a programme with its levels in order (new labels become levels of the company). */
export async function createProgramme(db: Db, ctx: Ctx, body: CreateProgrammeBody): Promise<ProgrammeDetail> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertCodeFree(tx, ctx, body.code);
      const levelIds = await resolveProgrammeLevels(tx, ctx, body.levels);
      const [row] = await tx
        .insert(programmes)
        .values({
          companyId: ctx.companyId,
          code: body.code,
          name: body.name,
          rncpCode: body.rncpCode,
          durationHours: body.durationHours,
        })
        .returning();
      if (!row) throw new AppError("INTERNAL");
      if (levelIds.length > 0) {
        await tx
          .insert(programmeLevels)
          .values(levelIds.map((levelId) => ({ companyId: ctx.companyId, programmeId: row.id, levelId })));
      }
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "programme",
        entityId: row.id,
        after: snapshot(row, levelIds),
      });
      return row.id;
    });
    return await getProgramme(db, ctx, id);
  } catch (error) {
    return translateConflict(error);
  }
}

/**
 * The levels leaving a programme must have none of its courses nor students at them: 409 on `levels`
 * naming the first such level and what is at it.
 */
async function assertLevelsRemovable(
  tx: Executor,
  ctx: Ctx,
  programme: ProgrammeRow,
  removed: string[],
): Promise<void> {
  if (removed.length === 0) return;
  const courseRows = await countCoursesOfProgrammes(tx, ctx.companyId, [programme.id]);
  const studentRows = await countStudentsOfProgrammes(tx, ctx.companyId, [programme.id]);
  const countAt = (rows: { levelId: string | null; n: number }[], levelId: string) =>
    rows.find((row) => row.levelId === levelId)?.n ?? 0;
  for (const levelId of removed) {
    const counts = { courses: countAt(courseRows, levelId), students: countAt(studentRows, levelId) };
    if (counts.courses === 0 && counts.students === 0) continue;
    const [level] = await tx
      .select({ label: levels.label })
      .from(levels)
      .where(and(eq(levels.id, levelId), eq(levels.companyId, ctx.companyId)));
    throw new AppError("CONFLICT", {
      field: "levels",
      message: PROGRAMME_MESSAGES.levelReferenced(level?.label ?? "", programme.name, counts),
    });
  }
}

/** Changes a programme's fields and, when given, its levels and their order. */
export async function updateProgramme(
  db: Db,
  ctx: Ctx,
  id: string,
  body: UpdateProgrammeBody,
): Promise<ProgrammeDetail> {
  try {
    await db.transaction(async (tx) => {
      const before = await findProgramme(tx, ctx, id, { lock: true });
      const levelsBefore = await levelIdsOf(tx, ctx, id);
      if (body.code !== undefined && body.code !== before.code) await assertCodeFree(tx, ctx, body.code, id);
      let levelsAfter = levelsBefore;
      if (body.levels !== undefined) {
        levelsAfter = await resolveProgrammeLevels(tx, ctx, body.levels);
        const removed = levelsBefore.filter((levelId) => !levelsAfter.includes(levelId));
        const added = levelsAfter.filter((levelId) => !levelsBefore.includes(levelId));
        await assertLevelsRemovable(tx, ctx, before, removed);
        await linkProgrammeLevels(tx, ctx, id, { removed, added });
      }
      const { levels: _levels, ...given } = body;
      const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      const [after] =
        Object.keys(fields).length === 0
          ? [before]
          : await tx
              .update(programmes)
              .set(fields)
              .where(and(eq(programmes.id, id), eq(programmes.companyId, ctx.companyId)))
              .returning();
      if (!after) throw new AppError("INTERNAL");
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "programme",
        entityId: id,
        before: snapshot(before, levelsBefore),
        after: snapshot(after, levelsAfter),
      });
    });
    return await getProgramme(db, ctx, id);
  } catch (error) {
    return translateConflict(error);
  }
}

/**
 * Archives a programme (no longer offered as a new choice; its sessions, courses and students keep it)
 * or brings it back. Archiving an archived programme keeps the day it was archived.
 */
export async function setProgrammeArchived(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  isArchived: boolean,
): Promise<ProgrammeDetail> {
  await db.transaction(async (tx) => {
    const before = await findProgramme(tx, ctx, id, { lock: true });
    if ((before.archivedAt !== null) === isArchived) return;
    await tx
      .update(programmes)
      .set({ archivedAt: isArchived ? clock.now() : null })
      .where(and(eq(programmes.id, id), eq(programmes.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, {
      action: isArchived ? "archive" : "unarchive",
      entity: "programme",
      entityId: id,
      before: { archivedAt: before.archivedAt?.toISOString() ?? null },
      after: { archived: isArchived },
    });
  });
  return getProgramme(db, ctx, id);
}

/** How many students, courses, sessions and tracks refer to the programme. */
async function referencesOf(tx: Executor, ctx: Ctx, id: string): Promise<ReferenceCounts> {
  const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
  const [trackRow] = await tx
    .select({ n: count() })
    .from(tracks)
    .where(and(eq(tracks.companyId, ctx.companyId), eq(tracks.programmeId, id)));
  return {
    students: sum(await countStudentsOfProgrammes(tx, ctx.companyId, [id])),
    courses: sum(await countCoursesOfProgrammes(tx, ctx.companyId, [id])),
    cohorts: sum(await countCohortsOfProgrammes(tx, ctx.companyId, [id])),
    tracks: Number(trackRow?.n ?? 0),
  };
}

/**
 * Deletes a programme nothing refers to. One that students, courses, sessions or tracks refer to
 * answers 409, saying what, and suggesting to archive it. The row is locked first: a course or a
 * student naming it meanwhile waits for the deletion, then fails on the reference.
 */
export async function deleteProgramme(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findProgramme(tx, ctx, id, { lock: true });
    const references = await referencesOf(tx, ctx, id);
    if (Object.values(references).some((n) => n > 0)) {
      throw new AppError("CONFLICT", {
        message: PROGRAMME_MESSAGES.programmeReferenced(before.name, references),
      });
    }
    const levelIds = await levelIdsOf(tx, ctx, id);
    await tx.delete(programmes).where(and(eq(programmes.id, id), eq(programmes.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "programme",
      entityId: id,
      before: snapshot(before, levelIds),
    });
  });
}
