import { ASSIGNMENT_MESSAGES, type FeedbackBody, type Submission } from "@campus/contracts/assignments";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { assignmentFiles, assignmentSubmissions } from "../../db/schema/index.ts";
import { type BoxRow, requireBox } from "../../platform/access/assignment-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { getEvaluation, saveGrades } from "../evaluations/index.ts";
import { listCourseRoster } from "../student-cards/index.ts";
import {
  type FileRow,
  type RosterStudent,
  type SubmissionRow,
  toSubmission,
} from "./assignments.rows.queries.ts";

/** The submissions and files of a box, by student (all, or the given students): two queries. */
export async function loadSubmissions(db: Executor, ctx: Ctx, boxId: string, studentIds?: string[]) {
  const only = studentIds
    ? (column: typeof assignmentSubmissions.studentId | typeof assignmentFiles.studentId) =>
        inArray(column, studentIds)
    : () => undefined;
  const submissionRows = await db
    .select()
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.boxId, boxId),
        eq(assignmentSubmissions.companyId, ctx.companyId),
        only(assignmentSubmissions.studentId),
      ),
    );
  const fileRows = await db
    .select()
    .from(assignmentFiles)
    .where(
      and(
        eq(assignmentFiles.boxId, boxId),
        eq(assignmentFiles.companyId, ctx.companyId),
        only(assignmentFiles.studentId),
      ),
    )
    .orderBy(asc(assignmentFiles.createdAt), asc(assignmentFiles.id));
  const rows = new Map<string, SubmissionRow>(submissionRows.map((row) => [row.studentId, row]));
  const files = new Map<string, FileRow[]>();
  for (const file of fileRows) {
    const list = files.get(file.studentId) ?? [];
    list.push(file);
    files.set(file.studentId, list);
  }
  return { rows, files };
}

/** The course's enrolled students, each with their submission, in name order. */
export async function boxRoster(db: Executor, ctx: Ctx, box: BoxRow): Promise<Submission[]> {
  const roster: RosterStudent[] = await listCourseRoster(db, ctx, box.courseId);
  const { rows, files } = await loadSubmissions(db, ctx, box.id);
  return roster.map((student) =>
    toSubmission(box, student, rows.get(student.id), files.get(student.id) ?? []),
  );
}

/** The student must follow the box's course. */
export async function requireRosterStudent(db: Executor, ctx: Ctx, box: BoxRow, studentId: string) {
  const roster = await listCourseRoster(db, ctx, box.courseId);
  const student = roster.find((entry) => entry.id === studentId);
  if (!student) throw notFound();
  return student;
}

/** Makes sure the student's submission row exists and locks it for the transaction. */
export async function lockSubmission(tx: Executor, ctx: Ctx, boxId: string, studentId: string) {
  await tx
    .insert(assignmentSubmissions)
    .values({ boxId, studentId, companyId: ctx.companyId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.boxId, boxId), eq(assignmentSubmissions.studentId, studentId)))
    .for("update");
  if (!row) throw new Error("submission row missing after upsert");
  return row;
}

async function oneSubmission(db: Db, ctx: Ctx, box: BoxRow, studentId: string): Promise<Submission> {
  const student = await requireRosterStudent(db, ctx, box, studentId);
  const { rows, files } = await loadSubmissions(db, ctx, box.id, [studentId]);
  return toSubmission(box, student, rows.get(studentId), files.get(studentId) ?? []);
}

/**
 * The teacher's comment and grade; a box linked to an evaluation writes the grade there too
 * (through the evaluations module). Both null: the feedback is withdrawn.
 */
export async function saveFeedback(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  boxId: string,
  studentId: string,
  body: FeedbackBody,
): Promise<Submission> {
  const { box } = await requireBox(db, ctx, boxId, "manage", { writable: true });
  await requireRosterStudent(db, ctx, box, studentId);
  const scale = box.evaluationId ? (await getEvaluation(db, ctx, box.evaluationId)).scale : 20;
  if (body.grade !== null && body.grade > scale) {
    throw new AppError("VALIDATION", { field: "grade", message: ASSIGNMENT_MESSAGES.gradeOutOfScale(scale) });
  }
  if (box.evaluationId) {
    await saveGrades(db, clock, ctx, {
      courseId: box.courseId,
      grades: [{ evaluationId: box.evaluationId, studentId, value: body.grade, comment: body.comment }],
    });
  }
  const given = body.grade !== null || Boolean(body.comment);
  await db.transaction(async (tx) => {
    await requireBox(tx, ctx, boxId, "manage", { writable: true });
    await lockSubmission(tx, ctx, boxId, studentId);
    await tx
      .update(assignmentSubmissions)
      .set({
        feedbackComment: body.comment || null,
        grade: body.grade,
        gradedAt: given ? clock.now() : null,
        gradedBy: given ? ctx.userId : null,
      })
      .where(and(eq(assignmentSubmissions.boxId, boxId), eq(assignmentSubmissions.studentId, studentId)));
    await recordAudit(tx, ctx, {
      action: "feedback",
      entity: "assignment",
      entityId: boxId,
      after: { studentId, grade: body.grade },
    });
  });
  return oneSubmission(db, ctx, box, studentId);
}

/** Gives one student their own due date (null: back to the box's). */
export async function setExtension(
  db: Db,
  ctx: Ctx,
  boxId: string,
  studentId: string,
  dueAt: string | null,
): Promise<Submission> {
  const { box } = await requireBox(db, ctx, boxId, "manage", { writable: true });
  await requireRosterStudent(db, ctx, box, studentId);
  await db.transaction(async (tx) => {
    await lockSubmission(tx, ctx, boxId, studentId);
    await tx
      .update(assignmentSubmissions)
      .set({ extendedDueAt: dueAt ? new Date(dueAt) : null })
      .where(and(eq(assignmentSubmissions.boxId, boxId), eq(assignmentSubmissions.studentId, studentId)));
    await recordAudit(tx, ctx, {
      action: "extension",
      entity: "assignment",
      entityId: boxId,
      after: { studentId, dueAt },
    });
  });
  return oneSubmission(db, ctx, box, studentId);
}

/** `submittedAt`: when the latest file still handed in arrived; null when none is left. */
export async function refreshSubmittedAt(tx: Executor, boxId: string, studentId: string) {
  await tx
    .update(assignmentSubmissions)
    .set({
      submittedAt: sql`(select max(${assignmentFiles.createdAt}) from ${assignmentFiles} where ${assignmentFiles.boxId} = ${boxId} and ${assignmentFiles.studentId} = ${studentId} and ${assignmentFiles.role} = 'submission')`,
    })
    .where(and(eq(assignmentSubmissions.boxId, boxId), eq(assignmentSubmissions.studentId, studentId)));
}
