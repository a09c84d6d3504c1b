import { COURSE_MESSAGES } from "@campus/contracts/courses";
import type { SchoolOptions } from "@campus/contracts/school";
import { and, asc, type Column, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { cohorts, levels, programmeLevels, programmes, tracks } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { containsPattern, searchKey } from "../../platform/search.ts";

/** SQL: the row is archived (its `archived_at` is set). */
const isArchived = (archivedAt: PgColumn) => sql<boolean>`${archivedAt} is not null`.mapWith(Boolean);

/**
 * The caller's company's programmes, levels, cohorts and tracks, for filters and forms; the archived
 * programmes and cohorts are there too, flagged, so that a form still names a record's current one.
 */
export async function getSchoolOptions(db: Executor, ctx: Ctx): Promise<SchoolOptions> {
  const { companyId } = ctx;
  const [programmeRows, levelRows, cohortRows, trackRows, programmeLevelRows] = await Promise.all([
    referenceRows(db, companyId, programmes, {
      code: programmes.code,
      name: programmes.name,
      archived: isArchived(programmes.archivedAt),
    }).orderBy(asc(programmes.name)),
    referenceRows(db, companyId, levels, { label: levels.label }).orderBy(
      asc(levels.position),
      asc(levels.label),
    ),
    referenceRows(db, companyId, cohorts, {
      name: cohorts.name,
      programmeId: cohorts.programmeId,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      archived: isArchived(cohorts.archivedAt),
    }).orderBy(asc(cohorts.startDate), asc(cohorts.name)),
    referenceRows(db, companyId, tracks, { name: tracks.name, programmeId: tracks.programmeId }).orderBy(
      asc(tracks.name),
    ),
    db
      .select({ programmeId: programmeLevels.programmeId, levelId: programmeLevels.levelId })
      .from(programmeLevels)
      .where(eq(programmeLevels.companyId, companyId)),
  ]);
  // Each programme's levels in the levels' order.
  const levelOrder = new Map(levelRows.map((level, index) => [level.id, index]));
  const levelIdsOf = (programmeId: string) =>
    programmeLevelRows
      .filter((row) => row.programmeId === programmeId)
      .map((row) => row.levelId)
      .sort((a, b) => (levelOrder.get(a) ?? 0) - (levelOrder.get(b) ?? 0));
  return {
    programmes: programmeRows.map((programme) => ({ ...programme, levelIds: levelIdsOf(programme.id) })),
    levels: levelRows,
    cohorts: cohortRows,
    tracks: trackRows,
  };
}

export interface ReferenceIds {
  programmeId?: string | null;
  levelId?: string | null;
  cohortId?: string | null;
  trackId?: string | null;
}

/** The field of the first given programme, level, cohort or track that is not the caller's company's, or null. */
export async function findMissingReference(
  db: Executor,
  ctx: Ctx,
  ids: ReferenceIds,
): Promise<keyof ReferenceIds | null> {
  const checks = [
    { field: "programmeId", id: ids.programmeId, table: programmes },
    { field: "levelId", id: ids.levelId, table: levels },
    { field: "cohortId", id: ids.cohortId, table: cohorts },
    { field: "trackId", id: ids.trackId, table: tracks },
  ] as const;
  // One after the other: inside a transaction the queries share one connection.
  for (const check of checks) {
    if (!check.id) continue;
    const [row] = await db
      .select({ id: check.table.id })
      .from(check.table)
      .where(and(eq(check.table.id, check.id), eq(check.table.companyId, ctx.companyId)))
      .limit(1);
    if (!row) return check.field;
  }
  return null;
}

/** Checks that every given programme, level, cohort and track belongs to the caller's company (400 on its field). */
export async function assertReferenceIds(db: Executor, ctx: Ctx, ids: ReferenceIds): Promise<void> {
  const field = await findMissingReference(db, ctx, ids);
  if (field) {
    throw new AppError("VALIDATION", { field, message: "Cette valeur n'existe pas dans votre organisme." });
  }
}

/** Where a course (or anything placed in a programme) sits: its programme, level and cohort, each optional. */
export interface ProgrammePlacement {
  programmeId: string | null;
  levelId: string | null;
  cohortId: string | null;
}

/**
 * The level and the cohort must be their programme's: a level the programme is taught at, a cohort that is
 * a run of it. Without a programme, any level and cohort fit. Answers 400 on the field that does not fit,
 * naming the programme; the ids must already be known to be the caller's company's (`assertReferenceIds`).
 */
export async function assertFitsProgramme(
  db: Executor,
  ctx: Ctx,
  placement: ProgrammePlacement,
): Promise<void> {
  const { programmeId, levelId, cohortId } = placement;
  if (!programmeId || (!levelId && !cohortId)) return;
  // One query: the names for the message, whether the level is the programme's, the cohort's programme.
  const [row] = await db
    .select({
      programme: programmes.name,
      level: levels.label,
      isLevelOfProgramme: sql<boolean>`${programmeLevels.levelId} is not null`,
      cohort: cohorts.name,
      cohortProgrammeId: cohorts.programmeId,
    })
    .from(programmes)
    .leftJoin(levels, and(eq(levels.companyId, ctx.companyId), levelId ? eq(levels.id, levelId) : sql`false`))
    .leftJoin(
      programmeLevels,
      and(
        eq(programmeLevels.companyId, ctx.companyId),
        eq(programmeLevels.programmeId, programmes.id),
        eq(programmeLevels.levelId, levels.id),
      ),
    )
    .leftJoin(
      cohorts,
      and(eq(cohorts.companyId, ctx.companyId), cohortId ? eq(cohorts.id, cohortId) : sql`false`),
    )
    .where(and(eq(programmes.id, programmeId), eq(programmes.companyId, ctx.companyId)));
  if (!row) return;
  const details: { field: string; message: string }[] = [];
  if (row.level !== null && !row.isLevelOfProgramme) {
    details.push({
      field: "levelId",
      message: COURSE_MESSAGES.levelNotInProgramme(row.level, row.programme),
    });
  }
  if (row.cohort !== null && row.cohortProgrammeId !== programmeId) {
    details.push({
      field: "cohortId",
      message: COURSE_MESSAGES.cohortNotInProgramme(row.cohort, row.programme),
    });
  }
  const [first] = details;
  if (first) throw new AppError("VALIDATION", { field: first.field, message: first.message, details });
}

/**
 * Subqueries of the company's programme, level, cohort and track names, for the modules that show
 * them beside their own rows: join one on its `id` (one query whatever the number of rows).
 */
export function referenceNames(db: Executor, companyId: string) {
  return {
    programmes: referenceRows(db, companyId, programmes, { name: programmes.name }).as("programme_names"),
    levels: referenceRows(db, companyId, levels, { label: levels.label }).as("level_names"),
    cohorts: referenceRows(db, companyId, cohorts, { name: cohorts.name }).as("cohort_names"),
    tracks: referenceRows(db, companyId, tracks, { name: tracks.name }).as("track_names"),
  };
}

/**
 * The programme, level and cohort names of a row placed by its `programmeId`, `levelId` and `cohortId`
 * (a course, a student), as select columns; join each of `names` on the row's id.
 */
export const placementNameColumns = (names: ReturnType<typeof referenceNames>) => ({
  programmeName: names.programmes.name,
  levelLabel: names.levels.label,
  cohortName: names.cohorts.name,
});

type ReferenceTable = typeof programmes | typeof levels | typeof cohorts | typeof tracks;

/** The ids and the given columns of one reference table, limited to the company. */
function referenceRows<N extends { [K in keyof N]: PgColumn | SQL }>(
  db: Executor,
  companyId: string,
  table: ReferenceTable,
  columns: N,
) {
  return db
    .select({ id: table.id, ...columns })
    .from(table)
    .where(eq(table.companyId, companyId));
}

/** Name lookups of the reference data, for the imports: keys are `searchKey` forms (case and accents ignored). */
export interface ReferenceLookup {
  /** By code and by name. */
  programmes: Map<string, { id: string; name: string; archived: boolean }>;
  levels: Map<string, { id: string; name: string; archived: boolean }>;
  cohorts: Map<string, { id: string; name: string; archived: boolean }>;
}

export async function loadReferenceLookup(db: Executor, ctx: Ctx): Promise<ReferenceLookup> {
  const options = await getSchoolOptions(db, ctx);
  const lookup: ReferenceLookup = { programmes: new Map(), levels: new Map(), cohorts: new Map() };
  for (const programme of options.programmes) {
    const entry = { id: programme.id, name: programme.name, archived: programme.archived };
    lookup.programmes.set(searchKey(programme.code), entry);
    lookup.programmes.set(searchKey(programme.name), entry);
  }
  for (const level of options.levels)
    lookup.levels.set(searchKey(level.label), { id: level.id, name: level.label, archived: false });
  for (const cohort of options.cohorts)
    lookup.cohorts.set(searchKey(cohort.name), {
      id: cohort.id,
      name: cohort.name,
      archived: cohort.archived,
    });
  return lookup;
}

/**
 * A free-text search on a `search_text` column: every word of the query must appear, in any order
 * ("petit léa" finds "Léa Petit"); case and accents are ignored. Undefined when the query is empty.
 */
export function matchesSearch(column: Column, query: string | undefined): SQL | undefined {
  const words = searchKey(query ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(column, containsPattern(word))));
}
