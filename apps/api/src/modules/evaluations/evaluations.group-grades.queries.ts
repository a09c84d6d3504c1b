import { and, asc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { evaluations, grades } from "../../db/schema/index.ts";
import { courseTitles } from "../course-links/index.ts";
import { type GroupSelection, studentGroup } from "../student-cards/index.ts";

// The grades of a group of students in some courses (the proof bundle's notes.csv).

/**
 * A page of the grades of the selection's students in its courses, per student (by name), course and
 * evaluation date: the evaluations of the period, and those without a date when a period is asked for
 * (they belong to no day).
 */
export function gradesOfGroup(
  db: Executor,
  companyId: string,
  selection: GroupSelection,
  offset: number,
  limit: number,
) {
  const student = studentGroup(db, companyId, selection.students);
  const course = courseTitles(db, companyId);
  const { period } = selection;
  return db
    .select({
      number: student.studentNumber,
      lastname: student.lastname,
      firstname: student.firstname,
      course: course.title,
      title: evaluations.title,
      type: evaluations.type,
      date: evaluations.date,
      value: grades.value,
      scale: evaluations.scale,
      coefficient: evaluations.coefficient,
      comment: grades.comment,
    })
    .from(grades)
    .innerJoin(evaluations, eq(evaluations.id, grades.evaluationId))
    .innerJoin(course, eq(course.id, evaluations.courseId))
    .innerJoin(student, eq(student.id, grades.studentId))
    .where(
      and(
        eq(grades.companyId, companyId),
        inArray(evaluations.courseId, selection.courseIds),
        period
          ? or(
              isNull(evaluations.date),
              and(gte(evaluations.date, period.from), lte(evaluations.date, period.to)),
            )
          : undefined,
      ),
    )
    .orderBy(
      asc(student.lastname),
      asc(student.firstname),
      asc(student.id),
      asc(course.title),
      asc(evaluations.date),
      asc(evaluations.id),
    )
    .limit(limit)
    .offset(offset);
}
