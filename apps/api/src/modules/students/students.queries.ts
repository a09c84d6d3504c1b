import type { Page } from "@campus/contracts/common";
import type {
  Student,
  StudentDetail,
  StudentDetailView,
  StudentFilters,
  StudentListQuery,
  StudentView,
} from "@campus/contracts/students";
import { and, asc, desc, eq, inArray, isNotNull, not, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { isAdministrator, managedStudents, requireCourse } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { enrolledStudentIds, listStudentCourses, selectEnrolments } from "../courses/courses.links.ts";
import { matchesSearch, placementNameColumns, referenceNames } from "../school/school.service.ts";
import { isListedSql, listedStudentIds } from "../whitelist/whitelist.listed.ts";

export type StudentRow = typeof students.$inferSelect;

/** The columns that name a student in a list of another area (grades, imports). */
export const studentNameColumns = {
  id: students.id,
  studentNumber: students.studentNumber,
  firstname: students.firstname,
  lastname: students.lastname,
};

type StudentIdentityKey = "id" | "studentNumber" | "firstname" | "lastname" | "usageName";

/** A student's id, number and names as the attendance screens show them: from a query's columns or a row. */
export function studentIdentity<T extends Record<StudentIdentityKey, unknown>>(
  student: T,
): Pick<T, StudentIdentityKey> {
  return {
    id: student.id,
    studentNumber: student.studentNumber,
    firstname: student.firstname,
    lastname: student.lastname,
    usageName: student.usageName,
  };
}

/**
 * Presentiel, or listed in the whitelist (the spec's rule), computed in the same query. The IN form
 * lets PostgreSQL hash the company's entries once instead of probing them row by row.
 */
export function whitelistedSql(companyId: string) {
  return sql<boolean>`(${students.presentiel} or ${students.id} in ${listedStudentIds(companyId)})`;
}

/** Subquery: the company's students who have an account, with it (`userId`), to join on `id`. */
export function studentAccounts(db: Executor, companyId: string) {
  return db
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.companyId, companyId), isNotNull(students.userId)))
    .as("student_accounts");
}

/** Subquery (one column `user_id`, for IN or a CTE): the accounts of the students enrolled in one course of the company. */
export function enrolledStudentAccounts(db: Executor, companyId: string, courseId: string) {
  return db
    .selectDistinct({ userId: students.userId })
    .from(students)
    .where(
      and(
        eq(students.companyId, companyId),
        isNotNull(students.userId),
        inArray(students.id, enrolledStudentIds(db, companyId, courseId)),
      ),
    );
}

/** The caller's company, and for a teacher only the students of their courses. */
export function visibleStudents(db: Executor, ctx: Ctx): SQL {
  const company = eq(students.companyId, ctx.companyId);
  return and(company, managedStudents(db, ctx, students.id)) ?? company;
}

export function studentFilterSql(db: Executor, ctx: Ctx, filters: StudentFilters): SQL | undefined {
  return and(
    visibleStudents(db, ctx),
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

/** A student's number, names and e-mail, as the lists beside other modules' rows show them. */
const STUDENT_NAME_COLUMNS = {
  id: students.id,
  studentNumber: students.studentNumber,
  firstname: students.firstname,
  lastname: students.lastname,
  usageName: students.usageName,
  email: students.email,
};

/**
 * Subquery: the company's students with their programme, level and cohort names, for the modules
 * that show students beside their own rows (whitelist, absences): join it on `id`, filter with
 * `searchText` (`matchesSearch`), order by the names.
 */
export function studentCards(db: Executor, companyId: string) {
  const names = referenceNames(db, companyId);
  return db
    .select({
      ...STUDENT_NAME_COLUMNS,
      presentiel: students.presentiel,
      cohortId: students.cohortId,
      searchText: students.searchText,
      programmeName: sql<string | null>`${names.programmes.name}`.as("programme_name"),
      levelLabel: sql<string | null>`${names.levels.label}`.as("level_label"),
      cohortName: sql<string | null>`${names.cohorts.name}`.as("cohort_name"),
    })
    .from(students)
    .leftJoin(names.programmes, eq(names.programmes.id, students.programmeId))
    .leftJoin(names.levels, eq(names.levels.id, students.levelId))
    .leftJoin(names.cohorts, eq(names.cohorts.id, students.cohortId))
    .where(eq(students.companyId, companyId))
    .as("student_cards");
}

/** Which students of the company a set-based write of another module acts on (enrolments). */
export interface StudentSelection {
  ids?: string[];
  cohortId?: string;
  levelId?: string;
}

/**
 * Subquery: the ids (and levels) of the company's students in a selection; another company's student is
 * never picked.
 */
export function selectedStudents(db: Executor, companyId: string, selection: StudentSelection) {
  return db
    .select({ id: students.id, companyId: students.companyId, levelId: students.levelId })
    .from(students)
    .where(
      and(
        eq(students.companyId, companyId),
        selection.ids ? inArray(students.id, selection.ids) : undefined,
        selection.cohortId ? eq(students.cohortId, selection.cohortId) : undefined,
        selection.levelId ? eq(students.levelId, selection.levelId) : undefined,
      ),
    )
    .as("selected_students");
}

/** A student of the caller's company, whatever the caller teaches (for the administrators' modules), or null. */
export async function findCompanyStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentRow | null> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), eq(students.companyId, ctx.companyId)))
    .limit(1);
  return row ?? null;
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
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Administrators see a student in full; a teacher without the postal address (the serializer drops it). */
function studentView(ctx: Ctx): "full" | "limited" {
  return isAdministrator(ctx) ? "full" : "limited";
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

/** One student the caller may see; 404 otherwise. */
export async function findStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentRow> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), visibleStudents(db, ctx)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A student's profile: identity, courses and whitelist status. */
export async function getStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentDetailView> {
  const [row] = await selectStudents(db, ctx)
    .where(and(eq(students.id, id), visibleStudents(db, ctx)))
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

/** The students enrolled in a course of the caller's company, in name order, with their enrolment date. */
export async function listCourseRoster(db: Executor, ctx: Ctx, courseId: string) {
  const enrolled = selectEnrolments(db, ctx.companyId, courseId).as("enrolled");
  return db
    .select({
      ...STUDENT_NAME_COLUMNS,
      enrolledAt: enrolled.enrolledAt,
    })
    .from(enrolled)
    .innerJoin(students, eq(students.id, enrolled.studentId))
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id));
}
