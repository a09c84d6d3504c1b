import { type AnyColumn, and, asc, count, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, courseTeachers, enrolments } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";

// The courses module's enrolment queries for the other modules: they compose these subqueries
// into their own set-based statements instead of reading the enrolments table themselves.

/** Subquery: the company's course titles, to join on `id`. */
export function courseTitles(db: Executor, companyId: string) {
  return db
    .select({ id: courses.id, title: courses.title, thematicTitle: courses.thematicTitle })
    .from(courses)
    .where(eq(courses.companyId, companyId))
    .as("course_titles");
}

/** Subquery: who teaches what in the company (course id, teacher id). */
export function teachingLinks(db: Executor, companyId: string) {
  return db
    .select({ courseId: courseTeachers.courseId, teacherId: courseTeachers.teacherId })
    .from(courseTeachers)
    .where(eq(courseTeachers.companyId, companyId))
    .as("teaching_links");
}

/** Subquery: who follows what in the company (course id, student id). */
export function enrolmentLinks(db: Executor, companyId: string) {
  return db
    .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.companyId, companyId))
    .as("enrolment_links");
}

/**
 * Subquery: every enrolment's (course, student), without the company filter, for a join on courses
 * already scoped to the company (the composite foreign key keeps an enrolment in its course's company):
 * it reads the primary key alone, where the company's column sends each of a course's 200 students to a
 * heap page of its own at 100,000 students (issue 42).
 */
export function enrolmentPairs(db: Executor) {
  return db
    .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
    .from(enrolments)
    .as("enrolment_pairs");
}

/** Subquery: the courses a student of the company is enrolled in, with their titles. */
export function enrolledCourses(db: Executor, companyId: string, studentId: string) {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      thematicTitle: courses.thematicTitle,
      studentId: enrolments.studentId,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.companyId, companyId)))
    .as("enrolled_courses");
}

/** Subquery: the enrolments (student id, date) of one course of the company. */
export function selectEnrolments(db: Executor, companyId: string, courseId: string) {
  return db
    .select({ studentId: enrolments.studentId, enrolledAt: enrolments.createdAt })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.companyId, companyId)));
}

/** Subquery (one column, for IN): the ids of the students enrolled in one course of the company. */
export function enrolledStudentIds(db: Executor, companyId: string, courseId: string) {
  return db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.companyId, companyId)));
}

/** Subquery (one column, for `in`): the courses followed by the students of `studentIds` (a one-column subquery). */
export function coursesOfStudents(db: Executor, companyId: string, studentIds: SQLWrapper) {
  return db
    .select({ id: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.companyId, companyId), inArray(enrolments.studentId, studentIds)));
}

/**
 * Subquery: every course (course id, student id) followed by the students of one course of the
 * company, that course included: where those students may be booked elsewhere.
 */
export function coursesOfEnrolledStudents(db: Executor, companyId: string, courseId: string) {
  return db
    .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.companyId, companyId),
        inArray(enrolments.studentId, enrolledStudentIds(db, companyId, courseId)),
      ),
    )
    .as("courses_of_enrolled");
}

/** The courses a student of the caller's company is enrolled in, current ones first. */
export function listStudentCourses(db: Executor, ctx: Ctx, studentId: string) {
  return db
    .select({ id: courses.id, title: courses.title, archived: courses.archived })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, studentId), eq(courses.companyId, ctx.companyId)))
    .orderBy(asc(courses.archived), asc(courses.title));
}

/**
 * SQL: how many students of the company follow the course of `courseColumn` (a correlated count). The
 * course is looked up in the company first, then its enrolments counted on the primary key's course
 * prefix alone (their company is the course's, by the foreign key): with the company tested on each
 * enrolment, every one was read from the table, 200 scattered rows a course (4,788 buffers for a page of
 * 25 boxes at 20,000 students, issue 42; 140 on the index alone).
 */
export function enrolledCount(courseColumn: AnyColumn, companyId: string) {
  const course = sql`(select ${courses.id} from ${courses} where ${courses.id} = ${courseColumn} and ${courses.companyId} = ${companyId})`;
  return sql<number>`(select count(*) from ${enrolments} where ${enrolments.courseId} = ${course})`.mapWith(
    Number,
  );
}

/** How many students of the company follow the course. */
export async function countEnrolled(db: Executor, companyId: string, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.companyId, companyId), eq(enrolments.courseId, courseId)));
  return Number(row?.n ?? 0);
}

/** SQL: how many courses the teacher in `teacherColumn` teaches. */
export function teacherCourseCount(teacherColumn: AnyColumn) {
  return sql<number>`(select count(*) from ${courseTeachers} where ${courseTeachers.teacherId} = ${teacherColumn})`.mapWith(
    Number,
  );
}

/** The courses a teacher of the caller's company teaches, current ones first. */
export function listTeacherCourses(db: Executor, ctx: Ctx, teacherId: string) {
  return db
    .select({ id: courses.id, title: courses.title, archived: courses.archived })
    .from(courseTeachers)
    .innerJoin(courses, eq(courses.id, courseTeachers.courseId))
    .where(and(eq(courseTeachers.teacherId, teacherId), eq(courses.companyId, ctx.companyId)))
    .orderBy(asc(courses.archived), asc(courses.title));
}
