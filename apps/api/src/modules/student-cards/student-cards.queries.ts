import { type AnyColumn, and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { enrolledStudentIds, selectEnrolments } from "../course-links/index.ts";
import { matchesSearch, referenceNames } from "../school/index.ts";
import { isStudentWhitelisted } from "../whitelist-status/index.ts";

// What the other modules build on: the student columns, subqueries and lookups they join or call.
// The students module's own reads (its lists and pages) are in students/students.queries.ts.

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

/** A student's number, names and e-mail, as the lists beside other modules' rows show them. */
const STUDENT_NAME_COLUMNS = {
  ...studentNameColumns,
  usageName: students.usageName,
  email: students.email,
};

/**
 * Subquery: the company's students' identity and cohort, for the lists that show only who the
 * student is (absences): join it on `id`. Without the reference names, each a relation more for the
 * planner of every request.
 */
export function studentNames(db: Executor, companyId: string) {
  return db
    .select({ ...STUDENT_NAME_COLUMNS, cohortId: students.cohortId })
    .from(students)
    .where(eq(students.companyId, companyId))
    .as("student_names");
}

/**
 * `studentNames` of one student, read by its key for each row of a query (a lateral subquery: its
 * `limit 1`, a key's one row, keeps the planner from merging it into a join, so that it never hashes the
 * company's students to name a page of rows; drizzle leaves out an `offset 0`, which did nothing).
 */
export function studentNamesOf(db: Executor, companyId: string, studentId: AnyColumn) {
  return db
    .select({ ...STUDENT_NAME_COLUMNS, cohortId: students.cohortId })
    .from(students)
    .where(and(eq(students.companyId, companyId), eq(students.id, studentId)))
    .limit(1)
    .as("student_names");
}

/**
 * Subquery: the company's students with their programme, level and cohort (ids and names), for the
 * modules that show students beside their own rows (whitelist, absences, enrolments): join it on `id`,
 * filter with `searchText` (`matchesSearch`) or the placement ids, order by the names.
 */
export function studentCards(db: Executor, companyId: string) {
  const names = referenceNames(db, companyId);
  return db
    .select({
      ...STUDENT_NAME_COLUMNS,
      presentiel: students.presentiel,
      programmeId: students.programmeId,
      levelId: students.levelId,
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
        isNull(students.archivedAt),
        selection.ids ? inArray(students.id, selection.ids) : undefined,
        selection.cohortId ? eq(students.cohortId, selection.cohortId) : undefined,
        selection.levelId ? eq(students.levelId, selection.levelId) : undefined,
      ),
    )
    .as("selected_students");
}

/** A student of the caller's company, whatever the caller teaches (for the administrators' modules), or null. */
export async function findCompanyStudent(
  db: Executor,
  ctx: Pick<Ctx, "companyId">,
  id: string,
): Promise<StudentRow | null> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), eq(students.companyId, ctx.companyId)))
    .limit(1);
  return row ?? null;
}

const isArchivedSql = sql<boolean>`(${students.archivedAt} is not null)`;

/**
 * Subquery: the students enrolled in one course of the company (an archived one too, named so), found by
 * `q` when given: join it on `id`.
 */
export function courseRoster(db: Executor, companyId: string, courseId: string, q?: string) {
  return db
    .select({ ...studentNameColumns, isArchived: isArchivedSql.as("is_archived") })
    .from(students)
    .where(
      and(
        eq(students.companyId, companyId),
        inArray(students.id, enrolledStudentIds(db, companyId, courseId)),
        matchesSearch(students.searchText, q),
      ),
    )
    .as("roster");
}

/**
 * The students enrolled in a course of the caller's company, in name order, with their enrolment date.
 * Each enrolment's student is read by its key: a lateral subquery with `limit 1` (a key's one row), which
 * the planner never merges into a join (drizzle leaves out an `offset 0`). Joined without the company's
 * filter, PostgreSQL hashed every student of the table, all companies', to name a course's 200 (issue 42:
 * a seq scan of 20,200 students, 562 buffers and 7.9 ms for one hand-in box's export; by key 600 buffers
 * and 1.5 ms, the same as on the 200-student twin).
 */
export async function listCourseRoster(db: Executor, ctx: Ctx, courseId: string) {
  const enrolled = selectEnrolments(db, ctx.companyId, courseId).as("enrolled");
  const student = db
    .select({ ...STUDENT_NAME_COLUMNS, isArchived: isArchivedSql.as("is_archived") })
    .from(students)
    .where(and(eq(students.companyId, ctx.companyId), eq(students.id, enrolled.studentId)))
    .limit(1)
    .as("student");
  return db
    .select({
      id: student.id,
      studentNumber: student.studentNumber,
      firstname: student.firstname,
      lastname: student.lastname,
      usageName: student.usageName,
      email: student.email,
      isArchived: student.isArchived,
      enrolledAt: enrolled.enrolledAt,
    })
    .from(enrolled)
    .innerJoinLateral(student, sql`true`)
    .orderBy(asc(student.lastname), asc(student.firstname), asc(student.id));
}

/** The caller's own student record in their company, or null. */
export async function findCallerStudent(
  db: Executor,
  ctx: Pick<Ctx, "companyId" | "userId">,
): Promise<{ id: string; studentNumber: string; firstname: string; lastname: string } | null> {
  const [row] = await db
    .select(studentNameColumns)
    .from(students)
    .where(and(eq(students.companyId, ctx.companyId), eq(students.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

/** A user's student record (id, presentiel) in a company, or null: for the sign-in whitelist check. */
export async function findStudentOfUser(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<{ id: string; presentiel: boolean } | null> {
  const [row] = await db
    .select({ id: students.id, presentiel: students.presentiel })
    .from(students)
    .where(and(eq(students.companyId, companyId), eq(students.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a student's sign-in account may be used: when the company's whitelist feature is on,
 * only a student who is presentiel or listed may sign in (DESIGN.md section 10).
 */
export async function isStudentAccountWhitelisted(
  db: Db,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const student = await findStudentOfUser(db, companyId, userId);
  if (!student) return false;
  return isStudentWhitelisted(db, companyId, student);
}

/**
 * Subquery: the students' identity and account (`userId`), to join on `companyId` and `id`: the
 * company's, or every company's when none is given (the e-mail digest, which goes by user ids).
 */
export function studentPeople(db: Executor, companyId?: string) {
  return db
    .select({
      id: students.id,
      companyId: students.companyId,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
      email: students.email,
      userId: students.userId,
    })
    .from(students)
    .where(companyId === undefined ? undefined : eq(students.companyId, companyId))
    .as("student_people");
}

/** The accounts (`userId`, null without one) of these students of the company, in one query. */
export function accountsOfStudents(db: Executor, companyId: string, studentIds: string[]) {
  return db
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.companyId, companyId), inArray(students.id, studentIds)));
}
