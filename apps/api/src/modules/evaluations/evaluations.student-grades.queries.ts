import type { CourseGrades, StudentGrades } from "@campus/contracts/evaluations";
import { type WeightedGrade, weightedAverage } from "@campus/contracts/grading";
import { type AnyColumn, and, asc, eq, type SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { evaluations, grades } from "../../db/schema/index.ts";
import { courseScope } from "../../platform/access/course-access.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { enrolledCourses } from "../course-links/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { EVALUATION_ORDER, evaluationFields } from "./evaluations.service.ts";

// A student's grades in every course they follow, as they see them.

// ---------------------------------------------------------------------------
// A student's grades.

/** Per enrolled course, the evaluations with the student's grade and the weighted average (one query). */
async function readStudentGrades(
  db: Executor,
  ctx: Ctx,
  student: StudentGrades["student"],
  scope: (courseColumn: AnyColumn) => SQL | undefined,
): Promise<StudentGrades> {
  const enrolled = enrolledCourses(db, ctx.companyId, student.id);
  const rows = await db
    .select({
      courseId: enrolled.courseId,
      courseTitle: enrolled.title,
      courseThematicTitle: enrolled.thematicTitle,
      evaluation: evaluations,
      value: grades.value,
      comment: grades.comment,
    })
    .from(enrolled)
    .leftJoin(evaluations, eq(evaluations.courseId, enrolled.courseId))
    .leftJoin(grades, and(eq(grades.evaluationId, evaluations.id), eq(grades.studentId, enrolled.studentId)))
    .where(scope(enrolled.courseId))
    .orderBy(asc(enrolled.title), asc(enrolled.courseId), ...EVALUATION_ORDER);
  const byCourse = new Map<string, CourseGrades>();
  const weighted = new Map<string, WeightedGrade[]>();
  for (const row of rows) {
    let entry = byCourse.get(row.courseId);
    if (!entry) {
      entry = {
        course: { id: row.courseId, title: row.courseTitle, thematicTitle: row.courseThematicTitle },
        evaluations: [],
        average: null,
      };
      byCourse.set(row.courseId, entry);
      weighted.set(row.courseId, []);
    }
    const evaluation = row.evaluation;
    if (!evaluation) continue;
    entry.evaluations.push({
      ...evaluationFields(evaluation),
      value: row.value,
      comment: row.value === null ? null : row.comment,
    });
    if (row.value !== null) {
      weighted.get(row.courseId)?.push({
        value: row.value,
        scale: evaluation.scale,
        coefficient: evaluation.coefficient,
      });
    }
  }
  for (const [courseId, entry] of byCourse) entry.average = weightedAverage(weighted.get(courseId) ?? []);
  return { student, courses: [...byCourse.values()] };
}

const toGradesStudent = (row: {
  id: string;
  studentNumber: string;
  firstname: string;
  lastname: string;
}) => ({
  id: row.id,
  studentNumber: row.studentNumber,
  firstname: row.firstname,
  lastname: row.lastname,
});

/** The signed-in student's grades in every course they follow. */
export async function getMyGrades(db: Db, ctx: Ctx): Promise<StudentGrades> {
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  return readStudentGrades(db, ctx, toGradesStudent(student), () => undefined);
}

/**
 * One student's grades as the student sees them: administrators for any student of the company,
 * a teacher for a student of their courses (those courses only).
 */
export async function getStudentGrades(db: Db, ctx: Ctx, studentId: string): Promise<StudentGrades> {
  const student = await requireStudent(db, ctx, studentId);
  return readStudentGrades(db, ctx, toGradesStudent(student), (courseColumn) =>
    courseScope(db, ctx, "manage", courseColumn),
  );
}
