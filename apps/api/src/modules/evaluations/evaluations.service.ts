import {
  type CreateEvaluationBody,
  EVALUATION_MESSAGES,
  type Evaluation,
  type EvaluationList,
  type EvaluationListQuery,
  type EvaluationType,
  type UpdateEvaluationBody,
} from "@campus/contracts/evaluations";
import { roundGrade } from "@campus/contracts/grading";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { evaluations, grades } from "../../db/schema/index.ts";
import { courseScope, requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { isSlotOfCourse } from "../course-links/index.ts";

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

/** What every view of an evaluation shows of it (the grid, a student's grades). */
export const evaluationFields = (evaluation: EvaluationRow) => ({
  id: evaluation.id,
  slotId: evaluation.slotId,
  title: evaluation.title,
  date: evaluation.date,
  coefficient: evaluation.coefficient,
  scale: evaluation.scale,
  type: evaluation.type as EvaluationType,
});

function toEvaluation(row: EvaluationWithStats): Evaluation {
  const { evaluation } = row;
  return {
    ...evaluationFields(evaluation),
    courseId: evaluation.courseId,
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

/** Subquery: the company's evaluations with their titles, to join on `id`. */
export function evaluationTitles(db: Executor, companyId: string) {
  return db
    .select({ id: evaluations.id, title: evaluations.title })
    .from(evaluations)
    .where(eq(evaluations.companyId, companyId))
    .as("evaluation_titles");
}

export const EVALUATION_ORDER = [
  sql`${evaluations.date} asc nulls last`,
  asc(evaluations.createdAt),
  asc(evaluations.id),
];

export async function courseEvaluations(
  db: Executor,
  courseId: string,
  slotId?: string,
): Promise<Evaluation[]> {
  const rows = await selectEvaluations(db)
    .where(and(eq(evaluations.courseId, courseId), slotId ? eq(evaluations.slotId, slotId) : undefined))
    .orderBy(...EVALUATION_ORDER);
  return rows.map(toEvaluation);
}

/** A course's evaluations with their statistics (teacher of the course or administrator). */
export async function listEvaluations(db: Db, ctx: Ctx, query: EvaluationListQuery): Promise<EvaluationList> {
  const course = await requireCourse(db, ctx, "manage", query.courseId);
  return { items: await courseEvaluations(db, course.id, query.slotId) };
}

/** One evaluation the caller manages; 404 otherwise. */
export async function getEvaluation(db: Executor, ctx: Ctx, id: string): Promise<Evaluation> {
  const [row] = await selectEvaluations(db).where(
    and(
      eq(evaluations.id, id),
      eq(evaluations.companyId, ctx.companyId),
      courseScope(db, ctx, "manage", evaluations.courseId),
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
        courseScope(tx, ctx, "manage", evaluations.courseId),
      ),
    )
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** A per-slot evaluation must name a slot of the same course. */
async function assertSlotOfCourse(tx: Executor, ctx: Ctx, slotId: string, courseId: string): Promise<void> {
  if (!(await isSlotOfCourse(tx, ctx, slotId, courseId)))
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
    const course = await requireCourse(tx, ctx, "manage", body.courseId);
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
  clock: Clock,
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
      .set({ ...body, updatedBy: ctx.userId, updatedAt: clock.now() })
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
