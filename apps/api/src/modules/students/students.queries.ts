import type { Page } from "@campus/contracts/common";
import type {
  Student,
  StudentDetail,
  StudentDetailView,
  StudentFilters,
  StudentListQuery,
  StudentView,
} from "@campus/contracts/students";
import { and, asc, desc, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { studentArchiveScope, studentScope, studentView } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { enrolledStudentIds, listStudentCourses } from "../course-links/index.ts";
import { matchesSearch, placementNameColumns, referenceNames } from "../school/index.ts";
import { isListedSql, listedStudentIds } from "../whitelist-status/index.ts";

/**
 * Presentiel, or listed in the whitelist (the spec's rule), computed in the same query. The IN form
 * lets PostgreSQL hash the company's entries once instead of probing them row by row.
 */
export function whitelistedSql(companyId: string) {
  return sql<boolean>`(${students.presentiel} or ${students.id} in ${listedStudentIds(companyId)})`;
}

export function studentFilterSql(db: Executor, ctx: Ctx, filters: StudentFilters): SQL | undefined {
  return and(
    studentScope(db, ctx),
    studentArchiveScope(ctx, filters.archived),
    matchesSearch(students.searchText, filters.q),
    filters.programmeId ? eq(students.programmeId, filters.programmeId) : undefined,
    filters.levelId ? eq(students.levelId, filters.levelId) : undefined,
    filters.cohortId ? eq(students.cohortId, filters.cohortId) : undefined,
    filters.whitelisted === undefined
      ? undefined
      : filters.whitelisted
        ? whitelistedSql(ctx.companyId)
        : not(whitelistedSql(ctx.companyId)),
  );
}

const SORT_COLUMNS = {
  lastname: [students.lastname, students.firstname],
  firstname: [students.firstname, students.lastname],
  email: [students.email],
  studentNumber: [students.studentNumber],
  createdAt: [students.createdAt],
  updatedAt: [students.updatedAt],
} as const;

/**
 * The ORDER BY of a list. With a search, text keys are wrapped (`|| ''`, same order) so that the
 * planner does not walk the name index filtering every row: matches of one name sit together in
 * that index, so it may read most of it to fill a page. It then takes the trigram index and sorts
 * the few matches instead.
 */
export function studentOrderBy(sort: string | undefined, isSearch = false): SQL[] {
  const key = sort ?? "lastname";
  const descending = key.startsWith("-");
  const field = (descending ? key.slice(1) : key) as keyof typeof SORT_COLUMNS;
  const columns = SORT_COLUMNS[field] ?? SORT_COLUMNS.lastname;
  return [
    ...columns.map((column) => {
      const expression = isSearch && column.dataType === "string" ? sql`(${column} || '')` : sql`${column}`;
      return descending ? desc(expression) : asc(expression);
    }),
    asc(students.id),
  ];
}

/** One query for the rows of a student list: the student, its reference names and the whitelist status. */
export function selectStudents(db: Executor, ctx: Ctx) {
  const names = referenceNames(db, ctx.companyId);
  return db
    .select({
      student: students,
      ...placementNameColumns(names),
      trackName: names.tracks.name,
      // Per row (a page of 25): probing the entries beats hashing the whole company's whitelist.
      whitelisted: sql<boolean>`(${students.presentiel} or ${isListedSql(ctx.companyId, students.id)})`,
    })
    .from(students)
    .leftJoin(names.programmes, eq(names.programmes.id, students.programmeId))
    .leftJoin(names.levels, eq(names.levels.id, students.levelId))
    .leftJoin(names.cohorts, eq(names.cohorts.id, students.cohortId))
    .leftJoin(names.tracks, eq(names.tracks.id, students.trackId));
}

export type StudentListRow = Awaited<ReturnType<ReturnType<typeof selectStudents>["execute"]>>[number];

export function toStudent(row: StudentListRow): Student {
  const s = row.student;
  return {
    id: s.id,
    studentNumber: s.studentNumber,
    usageName: s.usageName,
    firstname: s.firstname,
    lastname: s.lastname,
    email: s.email,
    postalAddress: s.postalAddress,
    postalCode: s.postalCode,
    programmeId: s.programmeId,
    programmeName: row.programmeName,
    levelId: s.levelId,
    levelLabel: row.levelLabel,
    cohortId: s.cohortId,
    cohortName: row.cohortName,
    trackId: s.trackId,
    trackName: row.trackName,
    presentiel: s.presentiel,
    note: s.note,
    comment: s.comment,
    whitelisted: Boolean(row.whitelisted),
    archivedAt: s.archivedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The company's students (a teacher: those of their courses), paged, searched and filtered. */
export async function listStudents(db: Db, ctx: Ctx, query: StudentListQuery): Promise<Page<StudentView>> {
  const where = studentFilterSql(db, ctx, query);
  const [rows, counted] = await Promise.all([
    selectStudents(db, ctx)
      .where(where)
      .orderBy(...studentOrderBy(query.sort, matchesSearch(students.searchText, query.q) !== undefined))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(students).where(where)),
  ]);
  return {
    items: rows.map((row) => ({ ...toStudent(row), view: studentView(ctx) })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A student's profile: identity, courses and whitelist status. */
export async function getStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentDetailView> {
  const [row] = await selectStudents(db, ctx)
    .where(and(eq(students.id, id), studentScope(db, ctx)))
    .limit(1);
  if (!row) throw notFound();
  const [courseRows, [listed]] = await Promise.all([
    listStudentCourses(db, ctx, id),
    db
      .select({ listed: isListedSql(ctx.companyId, students.id) })
      .from(students)
      .where(eq(students.id, id)),
  ]);
  const detail: StudentDetail = {
    ...toStudent(row),
    userId: row.student.userId,
    inWhitelist: Boolean(listed?.listed),
    courses: courseRows,
  };
  return { ...detail, view: studentView(ctx) };
}

/** The students of a course, in name order (the course must be visible to the caller). */
export async function listCourseStudents(db: Executor, ctx: Ctx, courseId: string): Promise<Student[]> {
  await requireCourse(db, ctx, "manage", courseId);
  const rows = await selectStudents(db, ctx)
    .where(
      and(
        eq(students.companyId, ctx.companyId),
        inArray(students.id, enrolledStudentIds(db, ctx.companyId, courseId)),
      ),
    )
    .orderBy(...studentOrderBy(undefined));
  return rows.map(toStudent);
}

/** SQL: whether the company has a student, for the « Démarrer » checklist. */
export function hasStudentSql(companyId: string): SQL {
  return sql`exists (select 1 from ${students} where ${students.companyId} = ${companyId})`;
}
