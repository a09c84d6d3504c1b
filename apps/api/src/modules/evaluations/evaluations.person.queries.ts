import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { evaluations, grades } from "../../db/schema/index.ts";
import { courseTitles } from "../course-links/index.ts";

// A student's grades as their copy of their data (the privacy module) lists them, and what an erasure counts.

const ofStudent = (companyId: string, studentId: string) =>
  and(eq(grades.studentId, studentId), eq(grades.companyId, companyId));

/** How many grades the student has. */
export async function countGradesOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
): Promise<number> {
  return countRows(db, grades, ofStudent(companyId, studentId));
}

/** A page of the student's grades in the order they were given, with their evaluation and course. */
export function gradesOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
  offset: number,
  limit: number,
) {
  const course = courseTitles(db, companyId);
  return db
    .select({
      course: course.title,
      evaluation: evaluations.title,
      date: evaluations.date,
      type: evaluations.type,
      value: grades.value,
      scale: evaluations.scale,
      coefficient: evaluations.coefficient,
      comment: grades.comment,
      gradedAt: grades.gradedAt,
    })
    .from(grades)
    .innerJoin(evaluations, eq(evaluations.id, grades.evaluationId))
    .innerJoin(course, eq(course.id, evaluations.courseId))
    .where(ofStudent(companyId, studentId))
    .orderBy(asc(grades.gradedAt), asc(grades.evaluationId))
    .limit(limit)
    .offset(offset);
}

/** SQL: how many grades the student has, as a scalar subquery. */
export function studentGradeCountSql(companyId: string, studentId: string): SQL {
  return sql`(select count(*) from ${grades} where ${grades.companyId} = ${companyId} and ${grades.studentId} = ${studentId})`;
}

/** SQL: how many grades the account gave, as a scalar subquery. */
export function gradesGivenCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${grades} where ${grades.companyId} = ${companyId} and ${grades.gradedBy} = ${userId})`;
}
