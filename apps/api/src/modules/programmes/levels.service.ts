import {
  type Level,
  type LevelBody,
  type LevelList,
  PROGRAMME_MESSAGES,
  type ProgrammeLevelEntry,
} from "@campus/contracts/programmes";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { levels, programmeLevels } from "../../db/schema/index.ts";
import { recordAudit, recordAudits } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import { searchKey } from "../../platform/search.ts";
import { mergeLevelOrder } from "./levels.order.rules.ts";

// The company's levels: one list in one order, shared by its programmes. A programme's levels are set
// with the programme (programmes.service.ts), which may create levels and reorders them.

type LevelRow = { id: string; label: string; position: number };

/** The company's levels in their order (position, then label), optionally locked for the transaction. */
function companyLevels(tx: Executor, ctx: Ctx) {
  return tx
    .select({ id: levels.id, label: levels.label, position: levels.position })
    .from(levels)
    .where(eq(levels.companyId, ctx.companyId))
    .orderBy(asc(levels.position), asc(levels.label), asc(levels.id));
}

const programmeCount = count(programmeLevels.levelId);

/** The company's levels in their order, each with how many programmes are taught at it. */
export async function listLevels(db: Db, ctx: Ctx): Promise<LevelList> {
  const rows = await db
    .select({ id: levels.id, label: levels.label, position: levels.position, programmeCount })
    .from(levels)
    .leftJoin(
      programmeLevels,
      and(eq(programmeLevels.levelId, levels.id), eq(programmeLevels.companyId, ctx.companyId)),
    )
    .where(eq(levels.companyId, ctx.companyId))
    .groupBy(levels.id)
    .orderBy(asc(levels.position), asc(levels.label), asc(levels.id));
  return { items: rows.map((row) => ({ ...row, programmeCount: Number(row.programmeCount) })) };
}

async function readLevel(db: Executor, ctx: Ctx, id: string): Promise<Level> {
  const [row] = await db
    .select({ id: levels.id, label: levels.label, position: levels.position, programmeCount })
    .from(levels)
    .leftJoin(
      programmeLevels,
      and(eq(programmeLevels.levelId, levels.id), eq(programmeLevels.companyId, ctx.companyId)),
    )
    .where(and(eq(levels.id, id), eq(levels.companyId, ctx.companyId)))
    .groupBy(levels.id);
  if (!row) throw notFound();
  return { ...row, programmeCount: Number(row.programmeCount) };
}

/** A unique violation on the levels' labels (a level created at the same time): the form's 409. */
export function translateLevelConflict(error: unknown, field: string): never {
  if (violatedUniqueConstraint(error) === "levels_company_label") {
    throw new AppError("CONFLICT", { field, message: PROGRAMME_MESSAGES.levelExists });
  }
  throw error;
}

/** The company's level of this label, case and accents ignored (another one than `exceptId`). */
function sameLabel(rows: LevelRow[], label: string, exceptId?: string): LevelRow | undefined {
  const key = searchKey(label);
  return rows.find((row) => row.id !== exceptId && searchKey(row.label) === key);
}

/** Creates a level of the company, after its others; a label it already has answers 409. */
export async function createLevel(db: Db, ctx: Ctx, body: LevelBody): Promise<Level> {
  try {
    const id = await db.transaction(async (tx) => {
      const rows = await companyLevels(tx, ctx);
      if (sameLabel(rows, body.label)) {
        throw new AppError("CONFLICT", { field: "label", message: PROGRAMME_MESSAGES.levelExists });
      }
      const position = (rows.at(-1)?.position ?? -1) + 1;
      const [row] = await tx
        .insert(levels)
        .values({ companyId: ctx.companyId, label: body.label, position })
        .returning();
      if (!row) throw new AppError("INTERNAL");
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "level",
        entityId: row.id,
        after: { label: row.label, position },
      });
      return row.id;
    });
    return readLevel(db, ctx, id);
  } catch (error) {
    return translateLevelConflict(error, "label");
  }
}

/** Renames a level of the company (every programme taught at it shows the new label). */
export async function renameLevel(db: Db, ctx: Ctx, id: string, body: LevelBody): Promise<Level> {
  try {
    await db.transaction(async (tx) => {
      const rows = await companyLevels(tx, ctx);
      const before = rows.find((row) => row.id === id);
      if (!before) throw notFound();
      if (sameLabel(rows, body.label, id)) {
        throw new AppError("CONFLICT", { field: "label", message: PROGRAMME_MESSAGES.levelExists });
      }
      await tx
        .update(levels)
        .set({ label: body.label })
        .where(and(eq(levels.id, id), eq(levels.companyId, ctx.companyId)));
      await recordAudit(tx, ctx, {
        action: "rename",
        entity: "level",
        entityId: id,
        before: { label: before.label },
        after: { label: body.label },
      });
    });
    return readLevel(db, ctx, id);
  } catch (error) {
    return translateLevelConflict(error, "label");
  }
}

/**
 * A programme's list of levels as level ids, in its order: an id must be a level of the company (404
 * on `levels` otherwise), a label names the company's level of that label (case and accents ignored)
 * or a new level, created here and audited. A level twice in the list answers 400. The company's
 * order of levels then follows the programme's (mergeLevelOrder).
 */
export async function resolveProgrammeLevels(
  tx: Executor,
  ctx: Ctx,
  entries: readonly ProgrammeLevelEntry[],
): Promise<string[]> {
  const rows = await companyLevels(tx, ctx);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wanted: { id: string | null; label: string }[] = [];
  for (const entry of entries) {
    if ("id" in entry) {
      const row = byId.get(entry.id);
      if (!row) throw new AppError("NOT_FOUND", { field: "levels" });
      wanted.push(row);
      continue;
    }
    const existing = sameLabel(rows, entry.label);
    wanted.push(existing ?? { id: null, label: entry.label });
  }
  const seen = new Set<string>();
  for (const level of wanted) {
    const key = level.id ?? searchKey(level.label);
    if (seen.has(key)) {
      throw new AppError("VALIDATION", {
        field: "levels",
        message: PROGRAMME_MESSAGES.repeatedLevel(level.label),
      });
    }
    seen.add(key);
  }
  const fresh = wanted.filter((level) => level.id === null);
  const created =
    fresh.length === 0
      ? []
      : await tx
          .insert(levels)
          .values(fresh.map((level) => ({ companyId: ctx.companyId, label: level.label })))
          .returning({ id: levels.id, label: levels.label });
  await recordAudits(
    tx,
    ctx,
    created.map((level) => ({
      action: "create",
      entity: "level",
      entityId: level.id,
      after: { label: level.label },
    })),
  );
  const createdIds = new Map(created.map((level) => [searchKey(level.label), level.id]));
  const ids = wanted.map((level) => level.id ?? createdIds.get(searchKey(level.label)) ?? "");
  const order = mergeLevelOrder(
    rows.map((row) => row.id),
    ids,
  );
  await writeLevelPositions(tx, ctx, rows, order);
  return ids;
}

/**
 * Numbers the levels 0, 1, 2… in `order`, writing only the positions that changed (`rows`: the levels
 * as they were; the new ones are not among them), in one statement.
 */
async function writeLevelPositions(
  tx: Executor,
  ctx: Ctx,
  rows: readonly LevelRow[],
  order: readonly string[],
): Promise<void> {
  const was = new Map(rows.map((row) => [row.id, row.position]));
  const changed = order
    .map((id, position) => ({ id, position }))
    .filter(({ id, position }) => was.get(id) !== position);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map(({ id, position }) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${levels} set position = next.position from (values ${values}) as next(id, position)
        where ${levels.id} = next.id and ${levels.companyId} = ${ctx.companyId}`,
  );
}

/** Unlinks the `removed` levels from a programme and links the `added` ones (the caller checked them). */
export async function linkProgrammeLevels(
  tx: Executor,
  ctx: Ctx,
  programmeId: string,
  { removed, added }: { removed: string[]; added: string[] },
): Promise<void> {
  if (removed.length > 0) {
    await tx
      .delete(programmeLevels)
      .where(
        and(
          eq(programmeLevels.programmeId, programmeId),
          eq(programmeLevels.companyId, ctx.companyId),
          inArray(programmeLevels.levelId, removed),
        ),
      );
  }
  if (added.length > 0) {
    await tx
      .insert(programmeLevels)
      .values(added.map((levelId) => ({ companyId: ctx.companyId, programmeId, levelId })));
  }
}
