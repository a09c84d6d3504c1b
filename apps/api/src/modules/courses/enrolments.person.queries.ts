import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { courses, enrolmentChanges, enrolments } from "../../db/schema/index.ts";

// A student's enrolments and withdrawals as their copy of their data (the privacy module) lists them.

const ofStudent = (companyId: string, studentId: string) =>
  and(eq(enrolmentChanges.studentId, studentId), eq(enrolmentChanges.companyId, companyId));

/** How many enrolments and withdrawals of the student are recorded. */
export async function countEnrolmentChangesOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
): Promise<number> {
  return countRows(db, enrolmentChanges, ofStudent(companyId, studentId));
}

/** A page of the student's enrolments and withdrawals, oldest first, with the course's title. */
export function enrolmentChangesOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
  offset: number,
  limit: number,
) {
  return db
    .select({
      course: courses.title,
      change: enrolmentChanges.change,
      effectiveOn: enrolmentChanges.effectiveOn,
      reason: enrolmentChanges.reason,
      isEnrolledNow: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${enrolmentChanges.courseId} and ${enrolments.studentId} = ${enrolmentChanges.studentId})`,
      recordedAt: enrolmentChanges.createdAt,
    })
    .from(enrolmentChanges)
    .innerJoin(courses, eq(courses.id, enrolmentChanges.courseId))
    .where(ofStudent(companyId, studentId))
    .orderBy(asc(enrolmentChanges.createdAt), asc(enrolmentChanges.id))
    .limit(limit)
    .offset(offset);
}
