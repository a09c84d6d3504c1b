import { EVALUATION_MESSAGES, type GradeGrid, type SaveGradesBody } from "@campus/contracts/evaluations";
import {
  gradeValueProblem,
  roundGrade,
  type WeightedGrade,
  weightedAverage,
} from "@campus/contracts/grading";
import { listName } from "@campus/contracts/people";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { evaluations, grades } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { recordBusinessEvent } from "../../platform/events/business-events.ts";
import { selectEnrolments } from "../course-links/index.ts";
import { recordGradeChanges } from "../mark-changes/index.ts";
import { listCourseRoster } from "../student-cards/index.ts";
import { courseEvaluations } from "./evaluations.service.ts";

// The grade grid of a course: its evaluations, enrolled students and grades, read and saved whole.

/** The course's enrolled students, in name order (asked of the students module). */
async function enrolledStudents(db: Executor, ctx: Ctx, courseId: string) {
  const roster = await listCourseRoster(db, ctx, courseId);
  return roster.map((student) => ({
    id: student.id,
    studentNumber: student.studentNumber,
    firstname: student.firstname,
    lastname: student.lastname,
    usageName: student.usageName,
    isArchived: student.isArchived,
  }));
}

async function readGrid(db: Executor, ctx: Ctx, course: GradeGrid["course"]): Promise<GradeGrid> {
  // Sequential: inside a transaction the queries share one connection.
  const evaluationList = await courseEvaluations(db, course.id);
  const studentRows = await enrolledStudents(db, ctx, course.id);
  const enrolled = selectEnrolments(db, ctx.companyId, course.id).as("enrolled");
  const gradeRows = await db
    .select({
      evaluationId: grades.evaluationId,
      studentId: grades.studentId,
      value: grades.value,
      comment: grades.comment,
    })
    .from(grades)
    .innerJoin(evaluations, eq(evaluations.id, grades.evaluationId))
    .innerJoin(enrolled, eq(enrolled.studentId, grades.studentId))
    .where(and(eq(evaluations.courseId, course.id), eq(evaluations.companyId, ctx.companyId)));
  const byEvaluation = new Map(evaluationList.map((evaluation) => [evaluation.id, evaluation]));
  const byStudent = new Map<string, WeightedGrade[]>();
  for (const grade of gradeRows) {
    const evaluation = byEvaluation.get(grade.evaluationId);
    if (!evaluation) continue;
    const list = byStudent.get(grade.studentId) ?? [];
    list.push({ value: grade.value, scale: evaluation.scale, coefficient: evaluation.coefficient });
    byStudent.set(grade.studentId, list);
  }
  const studentList = studentRows.map((student) => ({
    ...student,
    average: weightedAverage(byStudent.get(student.id) ?? []),
  }));
  const averages = studentList.map((s) => s.average).filter((value): value is number => value !== null);
  return {
    course,
    evaluations: evaluationList,
    students: studentList,
    grades: gradeRows,
    classAverage:
      averages.length > 0
        ? roundGrade(averages.reduce((sum, value) => sum + value, 0) / averages.length)
        : null,
  };
}

/** A course's evaluations, enrolled students and grades in one payload (teacher of the course or admin). */
export async function getGradeGrid(db: Db, ctx: Ctx, courseId: string): Promise<GradeGrid> {
  const course = await requireCourse(db, ctx, "manage", courseId);
  return readGrid(db, ctx, course);
}

/** Rows per statement: far under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

const pairKey = (row: { evaluationId: string; studentId: string }) => `${row.evaluationId}:${row.studentId}`;

/** The saved values of the given cells, locked until the transaction ends (the history's « before »). */
async function lockSavedValues(
  tx: Executor,
  ctx: Ctx,
  cells: readonly { evaluationId: string; studentId: string }[],
): Promise<Map<string, number>> {
  const saved = new Map<string, number>();
  for (const rows of chunks([...cells])) {
    const pairs = sql.join(
      rows.map((row) => sql`(${row.evaluationId}::uuid, ${row.studentId}::uuid)`),
      sql`, `,
    );
    const found = await tx
      .select({ evaluationId: grades.evaluationId, studentId: grades.studentId, value: grades.value })
      .from(grades)
      .where(
        and(
          eq(grades.companyId, ctx.companyId),
          sql`(${grades.evaluationId}, ${grades.studentId}) in (${pairs})`,
        ),
      )
      .for("update");
    for (const row of found) saved.set(pairKey(row), row.value);
  }
  return saved;
}

/**
 * Saves a whole grid in one transaction with set-based SQL: one multi-row upsert for the values
 * (one more for rows that leave their comment as it is) and one DELETE for the nulls. Every row is
 * checked first; a single bad row rejects the request and nothing is saved.
 */
export async function saveGrades(db: Db, clock: Clock, ctx: Ctx, body: SaveGradesBody): Promise<GradeGrid> {
  const course = await db.transaction(async (tx) => {
    const course = await requireCourse(tx, ctx, "manage", body.courseId);
    const evaluationRows = await tx
      .select({ id: evaluations.id, title: evaluations.title, scale: evaluations.scale })
      .from(evaluations)
      .where(and(eq(evaluations.courseId, course.id), eq(evaluations.companyId, ctx.companyId)));
    const studentRows = await enrolledStudents(tx, ctx, course.id);
    const evaluationById = new Map(evaluationRows.map((row) => [row.id, row]));
    const studentById = new Map(studentRows.map((row) => [row.id, row]));

    const details: { field: string; message: string }[] = [];
    const seen = new Set<string>();
    body.grades.forEach((grade, index) => {
      const evaluation = evaluationById.get(grade.evaluationId);
      const student = studentById.get(grade.studentId);
      if (!evaluation) {
        details.push({
          field: `grades.${index}.evaluationId`,
          message: EVALUATION_MESSAGES.evaluationNotInCourse,
        });
        return;
      }
      if (!student) {
        details.push({ field: `grades.${index}.studentId`, message: EVALUATION_MESSAGES.studentNotEnrolled });
        return;
      }
      const key = pairKey(grade);
      if (seen.has(key)) {
        details.push({ field: `grades.${index}`, message: EVALUATION_MESSAGES.duplicateGrade });
        return;
      }
      seen.add(key);
      const problem = grade.value === null ? null : gradeValueProblem(grade.value, evaluation.scale);
      if (problem !== null) {
        details.push({
          field: `grades.${index}.value`,
          message: `${evaluation.title} — ${listName(student)} : ${problem}`,
        });
      }
    });
    if (details.length > 0) {
      throw new AppError("VALIDATION", { field: details[0]?.field, message: details[0]?.message, details });
    }

    const now = clock.now();
    const before = await lockSavedValues(tx, ctx, body.grades);
    const toRow = (grade: SaveGradesBody["grades"][number], value: number) => ({
      evaluationId: grade.evaluationId,
      studentId: grade.studentId,
      companyId: ctx.companyId,
      value,
      comment: grade.comment ? grade.comment : null,
      gradedBy: ctx.userId,
      gradedAt: now,
    });
    const withComment: ReturnType<typeof toRow>[] = [];
    const keepComment: ReturnType<typeof toRow>[] = [];
    const removals: { evaluationId: string; studentId: string }[] = [];
    for (const grade of body.grades) {
      if (grade.value === null) removals.push(grade);
      else if (grade.comment === undefined) keepComment.push(toRow(grade, grade.value));
      else withComment.push(toRow(grade, grade.value));
    }
    // With a comment, value and comment are written; without, the comment already there is kept.
    const upserts = [
      { rows: withComment, keepComment: false },
      { rows: keepComment, keepComment: true },
    ];
    for (const upsert of upserts) {
      for (const rows of chunks(upsert.rows)) {
        await tx
          .insert(grades)
          .values(rows)
          .onConflictDoUpdate({
            target: [grades.evaluationId, grades.studentId],
            set: {
              value: sql`excluded.value`,
              ...(upsert.keepComment ? {} : { comment: sql`excluded.comment` }),
              gradedBy: sql`excluded.graded_by`,
              gradedAt: sql`excluded.graded_at`,
            },
            setWhere: upsert.keepComment
              ? sql`${grades.value} is distinct from excluded.value`
              : sql`${grades.value} is distinct from excluded.value or ${grades.comment} is distinct from excluded.comment`,
          });
      }
    }
    for (const rows of chunks(removals)) {
      const pairs = sql.join(
        rows.map((row) => sql`(${row.evaluationId}::uuid, ${row.studentId}::uuid)`),
        sql`, `,
      );
      await tx
        .delete(grades)
        .where(
          and(
            eq(grades.companyId, ctx.companyId),
            sql`(${grades.evaluationId}, ${grades.studentId}) in (${pairs})`,
          ),
        );
    }
    await recordGradeChanges(
      tx,
      ctx,
      now,
      body.grades.map((grade) => ({
        evaluationId: grade.evaluationId,
        studentId: grade.studentId,
        courseId: course.id,
        before: before.get(pairKey(grade)) ?? null,
        after: grade.value,
      })),
    );
    await recordAudit(tx, ctx, {
      action: "grades",
      entity: "course",
      entityId: course.id,
      after: {
        saved: withComment.length + keepComment.length,
        removed: removals.length,
        evaluationIds: [...new Set(body.grades.map((grade) => grade.evaluationId))],
      },
    });
    await recordBusinessEvent(tx, now, {
      companyId: ctx.companyId,
      type: "grade.recorded",
      data: {
        courseId: course.id,
        evaluationIds: [...new Set(body.grades.map((grade) => grade.evaluationId))],
        studentIds: [...new Set(body.grades.map((grade) => grade.studentId))],
      },
    });
    return course;
  });
  return readGrid(db, ctx, course);
}
