import { and, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { studentLastCourses, students } from "../../db/schema/index.ts";
import { lastEnrolledSlotEndSql } from "../course-links/index.ts";
import { lastMarkedSlotStartSql } from "../roll-counts/index.ts";
import { isErasedSql } from "../student-erasures/index.ts";

// The former students past their time, whom the privacy module's retention erases. The candidates come from
// the figure the database keeps (`student_last_courses`, never later than the truth: read from its index,
// as many as are due), and each is checked against the rows themselves, so that the answer is the rows'
// own whatever the figure says; working out the last slot of every student of the company took 919 ms
// for 2,000 students (issue 42).

/**
 * SQL: the company's students not erased yet whose last course is older than `cutoff`: the latest end of a
 * slot of a course they follow or were marked at, else when their record was created.
 */
function formerStudentsBefore(companyId: string, cutoff: Date) {
  const lastCourse = sql`greatest(
    ${students.createdAt},
    ${lastEnrolledSlotEndSql(students)},
    ${lastMarkedSlotStartSql(students)}
  )`;
  return and(
    eq(studentLastCourses.companyId, companyId),
    sql`${studentLastCourses.lastCourseAt} < ${cutoff.toISOString()}::timestamptz`,
    eq(students.companyId, companyId),
    sql`not ${isErasedSql(students)}`,
    sql`${lastCourse} < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** The company's students with their kept last course, joined on the figure's primary key. */
const withLastCourse = and(
  eq(students.companyId, studentLastCourses.companyId),
  eq(students.id, studentLastCourses.studentId),
);

/** How many former students of the company are past `cutoff`. */
export async function countFormerStudents(db: Executor, companyId: string, cutoff: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(studentLastCourses)
    .innerJoin(students, withLastCourse)
    .where(formerStudentsBefore(companyId, cutoff));
  return row?.n ?? 0;
}

/** The ids of at most `limit` former students of the company past `cutoff`. */
export async function formerStudentIds(db: Executor, companyId: string, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: students.id })
    .from(studentLastCourses)
    .innerJoin(students, withLastCourse)
    .where(formerStudentsBefore(companyId, cutoff))
    .limit(limit);
  return rows.map((row) => row.id);
}
