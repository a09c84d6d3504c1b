import {
  type CourseGrades,
  type CreateEvaluationBody,
  EVALUATION_MESSAGES,
  type Evaluation,
  type EvaluationList,
  type EvaluationListQuery,
  type EvaluationType,
  type GradeGrid,
  type SaveGradesBody,
  type StudentGrades,
  type UpdateEvaluationBody,
} from "@campus/contracts/evaluations";
import {
  gradeValueProblem,
  roundGrade,
  type WeightedGrade,
  weightedAverage,
} from "@campus/contracts/grading";
import { listName } from "@campus/contracts/people";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { courses, enrolments, evaluations, grades, slots, students } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { isAdministrator, managedCourses, requireManagedCourse } from "../slots/slots.access.ts";

type EvaluationRow = typeof evaluations.$inferSelect;

// ---------------------------------------------------------------------------
// Evaluations.

/** Evaluations with their grade statistics (one query, grouped). */
function selectEvaluations(db: Executor) {
  return db
    .select({
      evaluation: evaluations,
      gradedCount: sql<number>`count(${grades.value})`.mapWith(Number),
      average: sql<number | null>`avg(${grades.value})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      min: sql<number | null>`min(${grades.value})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      max: sql<number | null>`max(${grades.value})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(evaluations)
    .leftJoin(grades, eq(grades.evaluationId, evaluations.id))
    .groupBy(evaluations.id);
}
type EvaluationWithStats = Awaited<ReturnType<ReturnType<typeof selectEvaluations>["execute"]>>[number];

function toEvaluation(row: EvaluationWithStats): Evaluation {
  const { evaluation } = row;
  return {
    id: evaluation.id,
    courseId: evaluation.courseId,
    slotId: evaluation.slotId,
    title: evaluation.title,
    date: evaluation.date,
    coefficient: evaluation.coefficient,
    scale: evaluation.scale,
    type: evaluation.type as EvaluationType,
    stats: {
      gradedCount: row.gradedCount,
      average: row.average === null ? null : roundGrade(row.average),
      min: row.min,
      max: row.max,
    },
    createdAt: evaluation.createdAt.toISOString(),
    updatedAt: evaluation.updatedAt.toISOString(),
  };
}

const EVALUATION_ORDER = [
  sql`${evaluations.date} asc nulls last`,
  asc(evaluations.createdAt),
  asc(evaluations.id),
];

async function courseEvaluations(db: Executor, courseId: string, slotId?: string): Promise<Evaluation[]> {
  const rows = await selectEvaluations(db)
    .where(and(eq(evaluations.courseId, courseId), slotId ? eq(evaluations.slotId, slotId) : undefined))
    .orderBy(...EVALUATION_ORDER);
  return rows.map(toEvaluation);
}

/** A course's evaluations with their statistics (teacher of the course or administrator). */
export async function listEvaluations(db: Db, ctx: Ctx, query: EvaluationListQuery): Promise<EvaluationList> {
  const course = await requireManagedCourse(db, ctx, query.courseId);
  return { items: await courseEvaluations(db, course.id, query.slotId) };
}

/** One evaluation the caller manages; 404 otherwise. */
export async function getEvaluation(db: Executor, ctx: Ctx, id: string): Promise<Evaluation> {
  const [row] = await selectEvaluations(db).where(
    and(
      eq(evaluations.id, id),
      eq(evaluations.companyId, ctx.companyId),
      managedCourses(db, ctx, evaluations.courseId),
    ),
  );
  if (!row) throw notFound();
  return toEvaluation(row);
}

/** The evaluation, locked, if the caller manages its course; 404 otherwise. */
async function lockEvaluation(tx: Executor, ctx: Ctx, id: string): Promise<EvaluationRow> {
  const [row] = await tx
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.id, id),
        eq(evaluations.companyId, ctx.companyId),
        managedCourses(tx, ctx, evaluations.courseId),
      ),
    )
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** A per-slot evaluation must name a slot of the same course. */
async function assertSlotOfCourse(tx: Executor, ctx: Ctx, slotId: string, courseId: string): Promise<void> {
  const [row] = await tx
    .select({ id: slots.id })
    .from(slots)
    .where(and(eq(slots.id, slotId), eq(slots.courseId, courseId), eq(slots.companyId, ctx.companyId)));
  if (!row)
    throw new AppError("VALIDATION", { field: "slotId", message: EVALUATION_MESSAGES.slotNotInCourse });
}

const evaluationSnapshot = (row: EvaluationRow) => ({
  courseId: row.courseId,
  slotId: row.slotId,
  title: row.title,
  date: row.date,
  coefficient: row.coefficient,
  scale: row.scale,
  type: row.type,
});

/** Creates an evaluation of a course the caller manages. */
export async function createEvaluation(db: Db, ctx: Ctx, body: CreateEvaluationBody): Promise<Evaluation> {
  const id = await db.transaction(async (tx) => {
    const course = await requireManagedCourse(tx, ctx, body.courseId);
    if (body.slotId) await assertSlotOfCourse(tx, ctx, body.slotId, course.id);
    const [row] = await tx
      .insert(evaluations)
      .values({
        companyId: ctx.companyId,
        courseId: course.id,
        slotId: body.slotId,
        title: body.title,
        date: body.date,
        coefficient: body.coefficient,
        scale: body.scale,
        type: body.type,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error("evaluation insert returned nothing");
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "evaluation",
      entityId: row.id,
      after: evaluationSnapshot(row),
    });
    return row.id;
  });
  return getEvaluation(db, ctx, id);
}

/** Changes an evaluation; its scale cannot drop below a saved grade. */
export async function updateEvaluation(
  db: Db,
  ctx: Ctx,
  id: string,
  body: UpdateEvaluationBody,
): Promise<Evaluation> {
  await db.transaction(async (tx) => {
    const before = await lockEvaluation(tx, ctx, id);
    if (body.slotId) await assertSlotOfCourse(tx, ctx, body.slotId, before.courseId);
    if (body.scale !== undefined && body.scale < before.scale) {
      const [over] = await tx
        .select({ one: sql`1` })
        .from(grades)
        .where(and(eq(grades.evaluationId, id), sql`${grades.value} > ${body.scale}`))
        .limit(1);
      if (over)
        throw new AppError("CONFLICT", { field: "scale", message: EVALUATION_MESSAGES.scaleBelowGrades });
    }
    const [after] = await tx
      .update(evaluations)
      .set({ ...body, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(evaluations.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "evaluation",
      entityId: id,
      before: evaluationSnapshot(before),
      after: evaluationSnapshot(after),
    });
  });
  return getEvaluation(db, ctx, id);
}

/** Deletes an evaluation and its grades. */
export async function deleteEvaluation(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEvaluation(tx, ctx, id);
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(grades)
      .where(eq(grades.evaluationId, id));
    await tx.delete(evaluations).where(eq(evaluations.id, id));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "evaluation",
      entityId: id,
      before: { ...evaluationSnapshot(before), gradeCount: count?.n ?? 0 },
    });
  });
}

// ---------------------------------------------------------------------------
// The grade grid.

function enrolledStudents(db: Executor, ctx: Ctx, courseId: string) {
  return db
    .select({
      id: students.id,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.companyId, ctx.companyId)))
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id));
}

async function readGrid(db: Executor, ctx: Ctx, course: GradeGrid["course"]): Promise<GradeGrid> {
  // Sequential: inside a transaction the queries share one connection.
  const evaluationList = await courseEvaluations(db, course.id);
  const studentRows = await enrolledStudents(db, ctx, course.id);
  const gradeRows = await db
    .select({
      evaluationId: grades.evaluationId,
      studentId: grades.studentId,
      value: grades.value,
      comment: grades.comment,
    })
    .from(grades)
    .innerJoin(evaluations, eq(evaluations.id, grades.evaluationId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, evaluations.courseId), eq(enrolments.studentId, grades.studentId)),
    )
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
  const course = await requireManagedCourse(db, ctx, courseId);
  return readGrid(db, ctx, course);
}

/** Rows per statement: far under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Saves a whole grid in one transaction with set-based SQL: one multi-row upsert for the values
 * (one more for rows that leave their comment as it is) and one DELETE for the nulls. Every row is
 * checked first; a single bad row rejects the request and nothing is saved.
 */
export async function saveGrades(db: Db, ctx: Ctx, body: SaveGradesBody): Promise<GradeGrid> {
  const course = await db.transaction(async (tx) => {
    const course = await requireManagedCourse(tx, ctx, body.courseId);
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
      const key = `${grade.evaluationId}:${grade.studentId}`;
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

    const now = new Date();
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
    const changed = sql`${grades.value} is distinct from excluded.value or ${grades.comment} is distinct from excluded.comment`;
    for (const rows of chunks(withComment)) {
      await tx
        .insert(grades)
        .values(rows)
        .onConflictDoUpdate({
          target: [grades.evaluationId, grades.studentId],
          set: {
            value: sql`excluded.value`,
            comment: sql`excluded.comment`,
            gradedBy: sql`excluded.graded_by`,
            gradedAt: sql`excluded.graded_at`,
          },
          setWhere: changed,
        });
    }
    for (const rows of chunks(keepComment)) {
      await tx
        .insert(grades)
        .values(rows)
        .onConflictDoUpdate({
          target: [grades.evaluationId, grades.studentId],
          set: {
            value: sql`excluded.value`,
            gradedBy: sql`excluded.graded_by`,
            gradedAt: sql`excluded.graded_at`,
          },
          setWhere: sql`${grades.value} is distinct from excluded.value`,
        });
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
    return course;
  });
  return readGrid(db, ctx, course);
}

// ---------------------------------------------------------------------------
// A student's grades.

/** Per enrolled course, the evaluations with the student's grade and the weighted average (one query). */
async function readStudentGrades(
  db: Executor,
  ctx: Ctx,
  student: StudentGrades["student"],
  courseScope: SQL | undefined,
): Promise<StudentGrades> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      courseThematicTitle: courses.thematicTitle,
      evaluation: evaluations,
      value: grades.value,
      comment: grades.comment,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(evaluations, eq(evaluations.courseId, enrolments.courseId))
    .leftJoin(
      grades,
      and(eq(grades.evaluationId, evaluations.id), eq(grades.studentId, enrolments.studentId)),
    )
    .where(and(eq(enrolments.studentId, student.id), eq(enrolments.companyId, ctx.companyId), courseScope))
    .orderBy(asc(courses.title), asc(courses.id), ...EVALUATION_ORDER);
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
      id: evaluation.id,
      slotId: evaluation.slotId,
      title: evaluation.title,
      date: evaluation.date,
      coefficient: evaluation.coefficient,
      scale: evaluation.scale,
      type: evaluation.type as EvaluationType,
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

const studentColumns = {
  id: students.id,
  studentNumber: students.studentNumber,
  firstname: students.firstname,
  lastname: students.lastname,
};

/** The signed-in student's grades in every course they follow. */
export async function getMyGrades(db: Db, ctx: Ctx): Promise<StudentGrades> {
  const [student] = await db
    .select(studentColumns)
    .from(students)
    .where(and(eq(students.companyId, ctx.companyId), eq(students.userId, ctx.userId)));
  if (!student) throw notFound();
  return readStudentGrades(db, ctx, student, undefined);
}

/**
 * One student's grades as the student sees them: administrators for any student of the company,
 * a teacher for a student of their courses (those courses only).
 */
export async function getStudentGrades(db: Db, ctx: Ctx, studentId: string): Promise<StudentGrades> {
  const courseScope = managedCourses(db, ctx, enrolments.courseId);
  const [student] = await db
    .select(studentColumns)
    .from(students)
    .where(
      and(
        eq(students.id, studentId),
        eq(students.companyId, ctx.companyId),
        isAdministrator(ctx)
          ? undefined
          : inArray(
              students.id,
              db
                .select({ id: enrolments.studentId })
                .from(enrolments)
                .where(and(eq(enrolments.studentId, studentId), courseScope)),
            ),
      ),
    );
  if (!student) throw notFound();
  return readStudentGrades(db, ctx, student, courseScope);
}
