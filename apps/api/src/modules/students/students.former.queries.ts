import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { students } from "../../db/schema/index.ts";
import { lastEnrolledSlotEndSql } from "../course-links/index.ts";
import { lastMarkedSlotStartSql } from "../roll-counts/index.ts";
import { isErasedSql } from "../student-erasures/index.ts";

// The former students past their time, whom the privacy module's retention erases.

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
    eq(students.companyId, companyId),
    sql`not ${isErasedSql(students)}`,
    sql`${lastCourse} < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** How many former students of the company are past `cutoff`. */
export async function countFormerStudents(db: Executor, companyId: string, cutoff: Date) {
  return countRows(db, students, formerStudentsBefore(companyId, cutoff));
}

/** The ids of at most `limit` former students of the company past `cutoff`. */
export async function formerStudentIds(db: Executor, companyId: string, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(formerStudentsBefore(companyId, cutoff))
    .limit(limit);
  return rows.map((row) => row.id);
}
