import type { Page } from "@campus/contracts/common";
import type {
  BulkEnrolBody,
  Course,
  CourseDetail,
  CourseListQuery,
  CreateCourseBody,
  EnrolResult,
  EnrolStudentsBody,
  SetCourseTeachersBody,
  UpdateCourseBody,
} from "@campus/contracts/courses";
import { ADMIN_ROLES } from "@campus/contracts/roles";
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  cohorts,
  courses,
  courseTeachers,
  enrolments,
  levels,
  programmes,
  students,
  teachers,
} from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { containsPattern } from "../../platform/search.ts";

type CourseRow = typeof courses.$inferSelect;

/** Administrators manage every course of the company; anyone else (a teacher) only sees theirs. */
const managesCourses = (ctx: Ctx) => ctx.roles.some((role) => ADMIN_ROLES.includes(role));

/** Limits a course query to the courses the caller may see. */
function visibleCourses(db: Executor, ctx: Ctx): SQL | undefined {
  if (managesCourses(ctx)) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(
        and(
          eq(courseTeachers.courseId, courses.id),
          eq(teachers.companyId, ctx.companyId),
          eq(teachers.userId, ctx.userId),
        ),
      ),
  );
}

const COURSE_ORDER: Record<CourseListQuery["sort"], SQL[]> = {
  title: [asc(courses.title), asc(courses.id)],
  "-title": [desc(courses.title), desc(courses.id)],
  createdAt: [asc(courses.createdAt), asc(courses.id)],
  "-createdAt": [desc(courses.createdAt), desc(courses.id)],
  plannedHours: [asc(courses.plannedHours), asc(courses.title), asc(courses.id)],
  "-plannedHours": [desc(courses.plannedHours), asc(courses.title), asc(courses.id)],
};

/** Course rows with their programme, level and cohort names. */
function selectCourses(db: Executor) {
  return db
    .select({
      course: courses,
      programmeName: programmes.name,
      levelLabel: levels.label,
      cohortName: cohorts.name,
    })
    .from(courses)
    .leftJoin(programmes, eq(programmes.id, courses.programmeId))
    .leftJoin(levels, eq(levels.id, courses.levelId))
    .leftJoin(cohorts, eq(cohorts.id, courses.cohortId));
}
type JoinedCourse = Awaited<ReturnType<ReturnType<typeof selectCourses>["execute"]>>[number];

function toCourse(row: JoinedCourse, courseTeacherList: Course["teachers"], enrolledCount: number): Course {
  const { course } = row;
  return {
    id: course.id,
    title: course.title,
    thematicTitle: course.thematicTitle,
    description: course.description,
    programme:
      course.programmeId && row.programmeName !== null
        ? { id: course.programmeId, name: row.programmeName }
        : null,
    level: course.levelId && row.levelLabel !== null ? { id: course.levelId, label: row.levelLabel } : null,
    cohort: course.cohortId && row.cohortName !== null ? { id: course.cohortId, name: row.cohortName } : null,
    plannedHours: course.plannedHours,
    archived: course.archived,
    teachers: courseTeacherList,
    enrolledCount,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

function teachersOf(db: Executor, courseIds: string[]) {
  return db
    .select({
      courseId: courseTeachers.courseId,
      id: teachers.id,
      firstname: teachers.firstname,
      lastname: teachers.lastname,
      email: teachers.email,
    })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
    .where(inArray(courseTeachers.courseId, courseIds))
    .orderBy(asc(teachers.lastname), asc(teachers.firstname));
}

function enrolledCounts(db: Executor, courseIds: string[]) {
  return db
    .select({ courseId: enrolments.courseId, n: count() })
    .from(enrolments)
    .where(inArray(enrolments.courseId, courseIds))
    .groupBy(enrolments.courseId);
}

/** The company's courses (a teacher: only theirs), paged and filtered, in four queries whatever the page size. */
export async function listCourses(db: Db, ctx: Ctx, query: CourseListQuery): Promise<Page<Course>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(courses.companyId, ctx.companyId),
    eq(courses.archived, query.archived),
    visibleCourses(db, ctx),
    query.programmeId ? eq(courses.programmeId, query.programmeId) : undefined,
    query.levelId ? eq(courses.levelId, query.levelId) : undefined,
    query.cohortId ? eq(courses.cohortId, query.cohortId) : undefined,
    query.teacherId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(courseTeachers)
            .where(
              and(eq(courseTeachers.courseId, courses.id), eq(courseTeachers.teacherId, query.teacherId)),
            ),
        )
      : undefined,
    pattern ? or(ilike(courses.title, pattern), ilike(courses.thematicTitle, pattern)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectCourses(db)
      .where(where)
      .orderBy(...COURSE_ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)` }).from(courses).where(where),
  ]);
  const ids = rows.map((row) => row.course.id);
  const [teacherRows, countRows] =
    ids.length === 0 ? [[], []] : await Promise.all([teachersOf(db, ids), enrolledCounts(db, ids)]);
  const enrolled = new Map(countRows.map((row) => [row.courseId, Number(row.n)]));
  return {
    items: rows.map((row) =>
      toCourse(
        row,
        teacherRows
          .filter((t) => t.courseId === row.course.id)
          .map((t) => ({ id: t.id, firstname: t.firstname, lastname: t.lastname })),
        enrolled.get(row.course.id) ?? 0,
      ),
    ),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One course with its teachers and enrolled students; 404 when outside the caller's reach. */
async function readCourseDetail(db: Executor, ctx: Ctx, id: string): Promise<CourseDetail> {
  const [row] = await selectCourses(db)
    .where(and(eq(courses.id, id), eq(courses.companyId, ctx.companyId), visibleCourses(db, ctx)))
    .limit(1);
  if (!row) throw notFound();
  // Sequential: inside a transaction both would share one connection.
  const teacherRows = await teachersOf(db, [id]);
  const studentRows = await db
    .select({
      id: students.id,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
      email: students.email,
      enrolledAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.courseId, id), eq(enrolments.companyId, ctx.companyId)))
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id));
  const courseTeacherList = teacherRows.map((t) => ({
    id: t.id,
    firstname: t.firstname,
    lastname: t.lastname,
    email: t.email,
  }));
  return {
    ...toCourse(row, courseTeacherList, studentRows.length),
    teachers: courseTeacherList,
    teacherCount: courseTeacherList.length,
    students: studentRows.map((s) => ({ ...s, enrolledAt: s.enrolledAt.toISOString() })),
  };
}

/** One course of the company (a teacher: one of theirs). */
export function getCourse(db: Db, ctx: Ctx, id: string): Promise<CourseDetail> {
  return readCourseDetail(db, ctx, id);
}

// ---------------------------------------------------------------------------
// Administrators' changes: each in one transaction with its audit entry.

const courseSnapshot = (row: CourseRow) => ({
  title: row.title,
  thematicTitle: row.thematicTitle,
  description: row.description,
  programmeId: row.programmeId,
  levelId: row.levelId,
  cohortId: row.cohortId,
  plannedHours: row.plannedHours,
  archived: row.archived,
});

/** The course, locked for the rest of the transaction; 404 outside the caller's company. */
async function lockCourse(tx: Executor, ctx: Ctx, id: string): Promise<CourseRow> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.companyId, ctx.companyId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** Programme, level and cohort must be the caller's company's (404 on the field otherwise). */
async function assertReferences(
  tx: Executor,
  ctx: Ctx,
  refs: { programmeId?: string | null; levelId?: string | null; cohortId?: string | null },
): Promise<void> {
  const checks = [
    { field: "programmeId", id: refs.programmeId, table: programmes },
    { field: "levelId", id: refs.levelId, table: levels },
    { field: "cohortId", id: refs.cohortId, table: cohorts },
  ] as const;
  // One after the other: inside a transaction the queries share one connection.
  for (const check of checks) {
    if (!check.id) continue;
    const [row] = await tx
      .select({ id: check.table.id })
      .from(check.table)
      .where(and(eq(check.table.id, check.id), eq(check.table.companyId, ctx.companyId)));
    if (!row) throw new AppError("NOT_FOUND", { field: check.field });
  }
}

/** Replaces a course's teachers; every teacher must belong to the caller's company (404 otherwise). */
async function replaceTeachers(
  tx: Executor,
  ctx: Ctx,
  courseId: string,
  teacherIds: string[],
): Promise<void> {
  const wanted = [...new Set(teacherIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(inArray(teachers.id, wanted), eq(teachers.companyId, ctx.companyId)));
    if (found.length !== wanted.length) throw new AppError("NOT_FOUND", { field: "teacherIds" });
  }
  await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, courseId));
  if (wanted.length > 0) {
    await tx
      .insert(courseTeachers)
      .values(wanted.map((teacherId) => ({ courseId, teacherId, companyId: ctx.companyId })));
  }
}

/** Creates a course, optionally with its teachers. */
export async function createCourse(db: Db, ctx: Ctx, body: CreateCourseBody): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    const { teacherIds, ...fields } = body;
    await assertReferences(tx, ctx, fields);
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, companyId: ctx.companyId, createdBy: ctx.userId, updatedBy: ctx.userId })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    await replaceTeachers(tx, ctx, row.id, teacherIds);
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "course",
      entityId: row.id,
      after: { ...courseSnapshot(row), teacherIds },
    });
    return readCourseDetail(tx, ctx, row.id);
  });
}

async function changeCourse(
  db: Db,
  ctx: Ctx,
  id: string,
  action: string,
  changes: Partial<Omit<CourseRow, "id" | "companyId">>,
): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    const before = await lockCourse(tx, ctx, id);
    await assertReferences(tx, ctx, changes);
    const [after] = await tx
      .update(courses)
      .set({ ...changes, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(courses.id, id), eq(courses.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action,
      entity: "course",
      entityId: id,
      before: courseSnapshot(before),
      after: courseSnapshot(after),
    });
    return readCourseDetail(tx, ctx, id);
  });
}

/** Changes a course's titles, description, links and planned hours. */
export function updateCourse(db: Db, ctx: Ctx, id: string, body: UpdateCourseBody): Promise<CourseDetail> {
  return changeCourse(db, ctx, id, "update", body);
}

/** Archives (hides from the current list) or brings back a course. */
export function setCourseArchived(db: Db, ctx: Ctx, id: string, archived: boolean): Promise<CourseDetail> {
  return changeCourse(db, ctx, id, archived ? "archive" : "unarchive", { archived });
}

/** Sets the whole list of a course's teachers. */
export async function setCourseTeachers(
  db: Db,
  ctx: Ctx,
  id: string,
  body: SetCourseTeachersBody,
): Promise<CourseDetail> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, ctx, id);
    const before = await tx
      .select({ teacherId: courseTeachers.teacherId })
      .from(courseTeachers)
      .where(eq(courseTeachers.courseId, id));
    await replaceTeachers(tx, ctx, id, body.teacherIds);
    await recordAudit(tx, ctx, {
      action: "set-teachers",
      entity: "course",
      entityId: id,
      before: { teacherIds: before.map((row) => row.teacherId) },
      after: { teacherIds: [...new Set(body.teacherIds)] },
    });
    return readCourseDetail(tx, ctx, id);
  });
}

/**
 * Enrols the company's students matching `where` in a course, in one INSERT … SELECT:
 * students of another company are never picked, students already enrolled are skipped.
 */
async function enrolMatching(tx: Executor, ctx: Ctx, courseId: string, where: SQL | undefined) {
  const inserted = await tx
    .insert(enrolments)
    .select((qb) =>
      qb
        .select({
          courseId: sql<string>`cast(${courseId} as uuid)`.as("course_id"),
          studentId: students.id,
          companyId: students.companyId,
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(students)
        .where(and(eq(students.companyId, ctx.companyId), where)),
    )
    .onConflictDoNothing()
    .returning({ studentId: enrolments.studentId });
  return inserted.map((row) => row.studentId);
}

/** Enrols one or many students of the caller's company in a course; any unknown id answers 404. */
export async function enrolStudents(
  db: Db,
  ctx: Ctx,
  id: string,
  body: EnrolStudentsBody,
): Promise<EnrolResult> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, ctx, id);
    const wanted = [...new Set(body.studentIds)];
    const found = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.companyId, ctx.companyId), inArray(students.id, wanted)));
    // Another company's student is "not found": nothing is enrolled, nothing leaks.
    if (found.length !== wanted.length) throw new AppError("NOT_FOUND", { field: "studentIds" });
    const added = await enrolMatching(tx, ctx, id, inArray(students.id, wanted));
    if (added.length > 0) {
      await recordAudit(tx, ctx, {
        action: "enrol",
        entity: "course",
        entityId: id,
        after: { studentIds: added },
      });
    }
    return { added: added.length };
  });
}

/** Enrols every student of a cohort (and optionally of one level) in a course. */
export async function enrolCohort(db: Db, ctx: Ctx, id: string, body: BulkEnrolBody): Promise<EnrolResult> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, ctx, id);
    await assertReferences(tx, ctx, { cohortId: body.cohortId, levelId: body.levelId ?? null });
    const added = await enrolMatching(
      tx,
      ctx,
      id,
      and(
        eq(students.cohortId, body.cohortId),
        body.levelId ? eq(students.levelId, body.levelId) : undefined,
      ),
    );
    await recordAudit(tx, ctx, {
      action: "enrol-cohort",
      entity: "course",
      entityId: id,
      after: {
        cohortId: body.cohortId,
        levelId: body.levelId ?? null,
        added: added.length,
        studentIds: added,
      },
    });
    return { added: added.length };
  });
}

/** Removes a student from a course; 404 when the student is not enrolled in it. */
export async function unenrolStudent(db: Db, ctx: Ctx, id: string, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourse(tx, ctx, id);
    const removed = await tx
      .delete(enrolments)
      .where(
        and(
          eq(enrolments.courseId, id),
          eq(enrolments.studentId, studentId),
          eq(enrolments.companyId, ctx.companyId),
        ),
      )
      .returning({ studentId: enrolments.studentId });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, ctx, { action: "unenrol", entity: "course", entityId: id, before: { studentId } });
  });
}
