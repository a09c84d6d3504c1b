import type { Page } from "@campus/contracts/common";
import type { Course, CourseDetail, CourseListQuery } from "@campus/contracts/courses";
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { courses, courseTeachers, enrolments } from "../../db/schema/index.ts";
import { courseScope } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { containsPattern } from "../../platform/search.ts";
import { placementNameColumns, referenceNames } from "../school/index.ts";
import { listCourseRoster } from "../student-cards/index.ts";
import { listTeacherSummaries } from "../teacher-cards/index.ts";

const COURSE_ORDER: Record<CourseListQuery["sort"], SQL[]> = {
  title: [asc(courses.title), asc(courses.id)],
  "-title": [desc(courses.title), desc(courses.id)],
  createdAt: [asc(courses.createdAt), asc(courses.id)],
  "-createdAt": [desc(courses.createdAt), desc(courses.id)],
  plannedHours: [asc(courses.plannedHours), asc(courses.title), asc(courses.id)],
  "-plannedHours": [desc(courses.plannedHours), asc(courses.title), asc(courses.id)],
};

/** Course rows with their programme, level and cohort names. */
function selectCourses(db: Executor, ctx: Ctx) {
  const names = referenceNames(db, ctx.companyId);
  return db
    .select({ course: courses, ...placementNameColumns(names) })
    .from(courses)
    .leftJoin(names.programmes, eq(names.programmes.id, courses.programmeId))
    .leftJoin(names.levels, eq(names.levels.id, courses.levelId))
    .leftJoin(names.cohorts, eq(names.cohorts.id, courses.cohortId));
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

/** The teachers of some courses of the caller's company, in name order. */
async function teachersOf(db: Executor, ctx: Ctx, courseIds: string[]) {
  const links = await db
    .select({ courseId: courseTeachers.courseId, teacherId: courseTeachers.teacherId })
    .from(courseTeachers)
    .where(and(inArray(courseTeachers.courseId, courseIds), eq(courseTeachers.companyId, ctx.companyId)));
  const summaries = await listTeacherSummaries(
    db,
    ctx,
    links.map((link) => link.teacherId),
  );
  return summaries.flatMap((teacher) =>
    links
      .filter((link) => link.teacherId === teacher.id)
      .map((link) => ({ courseId: link.courseId, ...teacher })),
  );
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
    courseScope(db, ctx, "manage", courses.id),
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
  const [rows, counted] = await Promise.all([
    selectCourses(db, ctx)
      .where(where)
      .orderBy(...COURSE_ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(courses).where(where)),
  ]);
  const ids = rows.map((row) => row.course.id);
  const [teacherRows, countRows] =
    ids.length === 0 ? [[], []] : await Promise.all([teachersOf(db, ctx, ids), enrolledCounts(db, ids)]);
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
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One course with its teachers and enrolled students; 404 when outside the caller's reach. */
export async function readCourseDetail(db: Executor, ctx: Ctx, id: string): Promise<CourseDetail> {
  const [row] = await selectCourses(db, ctx)
    .where(
      and(
        eq(courses.id, id),
        eq(courses.companyId, ctx.companyId),
        courseScope(db, ctx, "manage", courses.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  // Sequential: inside a transaction both would share one connection.
  const teacherRows = await teachersOf(db, ctx, [id]);
  const studentRows = await listCourseRoster(db, ctx, id);
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

/** SQL: whether the company has a course (archived ones too), for the « Démarrer » checklist. */
export function hasCourseSql(companyId: string): SQL {
  return sql`exists (select 1 from ${courses} where ${courses.companyId} = ${companyId})`;
}
