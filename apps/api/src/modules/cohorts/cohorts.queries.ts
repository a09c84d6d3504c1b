import type { COHORT_SORT_FIELDS, Cohort, CohortListQuery } from "@campus/contracts/cohorts";
import type { Page } from "@campus/contracts/common";
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { cohorts } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";
import { countCoursesOfCohorts } from "../course-links/index.ts";
import { referenceNames } from "../school/index.ts";
import { countStudentsOfCohorts } from "../student-cards/index.ts";

// The sessions' reads: the list and one session, each with its programme's name and how many students
// and courses name it, in a fixed number of queries whatever the page size.

export type CohortRow = typeof cohorts.$inferSelect;

/** How many students and courses name each cohort, and of which programmes (the rules read them too). */
export interface CohortUses {
  students: { cohortId: string; programmeId: string | null; n: number }[];
  courses: { cohortId: string; programmeId: string | null; n: number }[];
}

export async function cohortUses(db: Executor, companyId: string, cohortIds: string[]): Promise<CohortUses> {
  // One after the other: inside a transaction the queries share one connection.
  const students = await countStudentsOfCohorts(db, companyId, cohortIds);
  const courses = await countCoursesOfCohorts(db, companyId, cohortIds);
  return { students, courses };
}

const total = (rows: { cohortId: string; n: number }[], cohortId: string) =>
  rows.reduce((sum, row) => (row.cohortId === cohortId ? sum + row.n : sum), 0);

/** A cohort's row and its programme's name, with the cohort's place among those subqueries. */
function selectCohorts(db: Executor, companyId: string) {
  const programmes = referenceNames(db, companyId).programmes;
  return db
    .select({ cohort: cohorts, programmeName: programmes.name })
    .from(cohorts)
    .leftJoin(programmes, eq(programmes.id, cohorts.programmeId));
}

function toCohort(row: { cohort: CohortRow; programmeName: string | null }, uses: CohortUses): Cohort {
  const { cohort } = row;
  return {
    id: cohort.id,
    name: cohort.name,
    programme:
      cohort.programmeId && row.programmeName !== null
        ? { id: cohort.programmeId, name: row.programmeName }
        : null,
    startDate: cohort.startDate,
    endDate: cohort.endDate,
    archivedAt: cohort.archivedAt?.toISOString() ?? null,
    studentCount: total(uses.students, cohort.id),
    courseCount: total(uses.courses, cohort.id),
  };
}

type SortField = (typeof COHORT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<SortField, SQL> = {
  name: sql`${cohorts.name}`,
  startDate: sql`${cohorts.startDate}`,
  endDate: sql`${cohorts.endDate}`,
};

/** `startDate` or `-startDate`…: that column (a session without dates last), then the name and the id. */
function orderBy(sort: CohortListQuery["sort"]): SQL[] {
  const isDescending = sort.startsWith("-");
  const key = (isDescending ? sort.slice(1) : sort) as SortField;
  const column = SORT_COLUMNS[key] ?? SORT_COLUMNS.name;
  const first = isDescending ? desc(column) : asc(column);
  return [sql`${first} nulls last`, asc(cohorts.name), asc(cohorts.id)];
}

/** The company's current (or archived) sessions, paged, filtered by programme and searched by name. */
export async function listCohorts(db: Db, ctx: Ctx, query: CohortListQuery): Promise<Page<Cohort>> {
  const where = and(
    eq(cohorts.companyId, ctx.companyId),
    query.archived ? isNotNull(cohorts.archivedAt) : isNull(cohorts.archivedAt),
    query.programmeId ? eq(cohorts.programmeId, query.programmeId) : undefined,
    query.q ? ilike(cohorts.name, containsPattern(query.q)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    selectCohorts(db, ctx.companyId)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(cohorts).where(where)),
  ]);
  const uses = await cohortUses(
    db,
    ctx.companyId,
    rows.map((row) => row.cohort.id),
  );
  return {
    items: rows.map((row) => toCohort(row, uses)),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One session of the caller's company with its counts; 404 for another company's or an unknown id. */
export async function getCohort(db: Executor, ctx: Ctx, id: string): Promise<Cohort> {
  const [row] = await selectCohorts(db, ctx.companyId)
    .where(and(eq(cohorts.id, id), eq(cohorts.companyId, ctx.companyId)))
    .limit(1);
  if (!row) throw notFound();
  return toCohort(row, await cohortUses(db, ctx.companyId, [id]));
}

/** SQL: whether the company has a school session (archived ones too), for the « Démarrer » checklist. */
export function hasCohortSql(companyId: string): SQL {
  return sql`exists (select 1 from ${cohorts} where ${cohorts.companyId} = ${companyId})`;
}
