import type { Page } from "@campus/contracts/common";
import type {
  Programme,
  ProgrammeCourse,
  ProgrammeCoursesQuery,
  ProgrammeDetail,
  ProgrammeLevel,
  ProgrammeListQuery,
} from "@campus/contracts/programmes";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { levels, programmeLevels, programmes, tracks } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";
import { countCoursesOfProgrammes, listProgrammeCourses } from "../course-links/index.ts";
import { cohortNames, countCohortsOfProgrammes, listCohortsOfProgramme } from "../school/index.ts";
import { countStudentsOfCohorts, countStudentsOfProgrammes } from "../student-cards/index.ts";

export type ProgrammeRow = typeof programmes.$inferSelect;

const ORDER: Record<ProgrammeListQuery["sort"], SQL[]> = {
  name: [asc(programmes.name), asc(programmes.id)],
  "-name": [desc(programmes.name), desc(programmes.id)],
  code: [asc(programmes.code), asc(programmes.id)],
  "-code": [desc(programmes.code), desc(programmes.id)],
  createdAt: [asc(programmes.createdAt), asc(programmes.id)],
  "-createdAt": [desc(programmes.createdAt), desc(programmes.id)],
};

/** The programme of the caller's company, optionally locked for the transaction; 404 otherwise. */
export async function findProgramme(
  db: Executor,
  ctx: Ctx,
  id: string,
  { lock = false } = {},
): Promise<ProgrammeRow> {
  const query = db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), eq(programmes.companyId, ctx.companyId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** The levels of some programmes of the company, each programme's in the company's order of levels. */
export async function levelsOfProgrammes(
  db: Executor,
  ctx: Ctx,
  programmeIds: string[],
): Promise<Map<string, ProgrammeLevel[]>> {
  const byProgramme = new Map<string, ProgrammeLevel[]>(programmeIds.map((id) => [id, []]));
  if (programmeIds.length === 0) return byProgramme;
  const rows = await db
    .select({ programmeId: programmeLevels.programmeId, id: levels.id, label: levels.label })
    .from(programmeLevels)
    .innerJoin(levels, eq(levels.id, programmeLevels.levelId))
    .where(
      and(eq(programmeLevels.companyId, ctx.companyId), inArray(programmeLevels.programmeId, programmeIds)),
    )
    .orderBy(asc(levels.position), asc(levels.label), asc(levels.id));
  for (const { programmeId, ...level } of rows) byProgramme.get(programmeId)?.push(level);
  return byProgramme;
}

/** How many sessions (cohorts) and tracks each programme has, in one grouped query each. */
async function structureCounts(db: Executor, ctx: Ctx, programmeIds: string[]) {
  const cohortRows = await countCohortsOfProgrammes(db, ctx.companyId, programmeIds);
  const trackRows = await db
    .select({ programmeId: tracks.programmeId, n: count() })
    .from(tracks)
    .where(and(eq(tracks.companyId, ctx.companyId), inArray(tracks.programmeId, programmeIds)))
    .groupBy(tracks.programmeId);
  const toMap = (rows: { programmeId: string | null; n: number }[]) =>
    new Map(rows.map((row) => [row.programmeId ?? "", Number(row.n)]));
  return { cohorts: toMap(cohortRows), tracks: toMap(trackRows) };
}

/** Sums the counts by programme. */
function totalsByProgramme(rows: { programmeId: string; n: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.programmeId, (totals.get(row.programmeId) ?? 0) + row.n);
  return totals;
}

/**
 * The programmes as the list shows them, with their levels and their counts of sessions, courses and
 * students: five queries whatever the number of programmes (one after the other: inside a transaction
 * they share one connection).
 */
async function toProgrammes(
  db: Executor,
  ctx: Ctx,
  rows: ProgrammeRow[],
): Promise<(Programme & { trackCount: number })[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const levelsOf = await levelsOfProgrammes(db, ctx, ids);
  const structure = await structureCounts(db, ctx, ids);
  const courseCounts = totalsByProgramme(await countCoursesOfProgrammes(db, ctx.companyId, ids));
  const studentCounts = totalsByProgramme(await countStudentsOfProgrammes(db, ctx.companyId, ids));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    rncpCode: row.rncpCode,
    durationHours: row.durationHours,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    levels: levelsOf.get(row.id) ?? [],
    cohortCount: structure.cohorts.get(row.id) ?? 0,
    courseCount: courseCounts.get(row.id) ?? 0,
    studentCount: studentCounts.get(row.id) ?? 0,
    trackCount: structure.tracks.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The company's programmes, current or archived, searched by title, code or RNCP code, and paged. */
export async function listProgrammes(db: Db, ctx: Ctx, query: ProgrammeListQuery): Promise<Page<Programme>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(programmes.companyId, ctx.companyId),
    query.archived ? isNotNull(programmes.archivedAt) : isNull(programmes.archivedAt),
    pattern
      ? or(
          ilike(programmes.name, pattern),
          ilike(programmes.code, pattern),
          ilike(programmes.rncpCode, pattern),
        )
      : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(programmes)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(programmes).where(where)),
  ]);
  const items = await toProgrammes(db, ctx, rows);
  return {
    items: items.map(({ trackCount: _trackCount, ...programme }) => programme),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One programme with its levels and its sessions (with their students); its courses are paged apart. */
export async function getProgramme(db: Executor, ctx: Ctx, id: string): Promise<ProgrammeDetail> {
  const row = await findProgramme(db, ctx, id);
  const [programme] = await toProgrammes(db, ctx, [row]);
  if (!programme) throw notFound();
  const cohortRows = await listCohortsOfProgramme(db, ctx.companyId, id);
  const cohortStudents = totalsByCohort(
    await countStudentsOfCohorts(
      db,
      ctx.companyId,
      cohortRows.map((cohort) => cohort.id),
    ),
  );
  return {
    ...programme,
    cohorts: cohortRows.map(({ archivedAt, ...cohort }) => ({
      ...cohort,
      archived: archivedAt !== null,
      studentCount: cohortStudents.get(cohort.id) ?? 0,
    })),
  };
}

/**
 * A page of a programme of the company's courses (404 for another company's programme), with their
 * level's label and session's name; the total is the programme's kept count of courses.
 */
export async function listCoursesOfProgramme(
  db: Executor,
  ctx: Ctx,
  id: string,
  query: ProgrammeCoursesQuery,
): Promise<Page<ProgrammeCourse>> {
  await findProgramme(db, ctx, id);
  const courseRows = await listProgrammeCourses(db, ctx, id, query);
  const names = await placementNames(db, ctx, courseRows);
  const total = (await countCoursesOfProgrammes(db, ctx.companyId, [id])).reduce(
    (sum, row) => sum + row.n,
    0,
  );
  return {
    items: courseRows.map(({ levelId, cohortId, ...course }) => ({
      ...course,
      level: levelId ? (names.levels.get(levelId) ?? null) : null,
      cohort: cohortId ? (names.cohorts.get(cohortId) ?? null) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function totalsByCohort(rows: { cohortId: string; n: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.cohortId, (totals.get(row.cohortId) ?? 0) + row.n);
  return totals;
}

/** The labels of the courses' levels and the names of their sessions, in two queries. */
async function placementNames(
  db: Executor,
  ctx: Ctx,
  courseRows: { levelId: string | null; cohortId: string | null }[],
) {
  const levelIds = [...new Set(courseRows.flatMap((row) => (row.levelId ? [row.levelId] : [])))];
  const cohortIds = [...new Set(courseRows.flatMap((row) => (row.cohortId ? [row.cohortId] : [])))];
  const levelRows =
    levelIds.length === 0
      ? []
      : await db
          .select({ id: levels.id, name: levels.label })
          .from(levels)
          .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, levelIds)));
  const cohortRows = cohortIds.length === 0 ? [] : await cohortNames(db, ctx.companyId, cohortIds);
  const toMap = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { levels: toMap(levelRows), cohorts: toMap(cohortRows) };
}

/** SQL: whether the company has a programme (archived ones too), for the administrators' « Démarrer » checklist. */
export function hasProgrammeSql(companyId: string): SQL {
  return sql`exists (select 1 from ${programmes} where ${programmes.companyId} = ${companyId})`;
}
