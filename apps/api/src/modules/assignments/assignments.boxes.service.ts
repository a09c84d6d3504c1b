import {
  ASSIGNMENT_MESSAGES,
  type AssignmentDetail,
  type AssignmentFileKind,
  type CreateAssignmentBody,
  type UpdateAssignmentBody,
} from "@campus/contracts/assignments";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignmentBoxes } from "../../db/schema/index.ts";
import { requireBox } from "../../platform/access/assignment-access.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import { getEvaluation } from "../evaluations/index.ts";
import { getSlot } from "../slots/index.ts";
import { getBox, MB } from "./assignments.queries.ts";

// The writes of a box (create, edit, archive); its reads are in assignments.queries.ts.

const validation = (field: string, message: string) => new AppError("VALIDATION", { field, message });

/** Checks the links and dates of a box against its course (slot and evaluation of that course). */
async function checkBox(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  box: { slotId: string | null; evaluationId: string | null; opensAt: Date; dueAt: Date },
) {
  if (box.dueAt.getTime() <= box.opensAt.getTime())
    throw validation("dueAt", ASSIGNMENT_MESSAGES.dueBeforeOpen);
  if (box.evaluationId) {
    const evaluation = await getEvaluation(db, ctx, box.evaluationId).catch(() => null);
    if (evaluation?.courseId !== courseId) {
      throw validation("evaluationId", ASSIGNMENT_MESSAGES.evaluationNotInCourse);
    }
  }
  if (box.slotId) {
    const slot = await getSlot(db, clock, ctx, box.slotId).catch(() => null);
    if (slot?.course.id !== courseId) throw validation("slotId", ASSIGNMENT_MESSAGES.slotNotInCourse);
  }
}

const boxValues = async (body: Omit<CreateAssignmentBody, "courseId">) => ({
  title: body.title,
  instructions: await sanitizeRichText(body.instructions),
  slotId: body.slotId,
  evaluationId: body.evaluationId,
  opensAt: new Date(body.opensAt),
  dueAt: new Date(body.dueAt),
  allowLate: body.allowLate,
  acceptedKinds: [...new Set(body.acceptedKinds)],
  maxFileBytes: body.maxFileMb * MB,
  maxFiles: body.maxFiles,
});

/** The server's upload limit (UPLOAD_MAX_MB), the ceiling of every box's per-file limit. */
export interface BoxLimits {
  serverMaxBytes: number;
}

function checkMaxFile(maxFileMb: number, limits: BoxLimits) {
  if (maxFileMb * MB > limits.serverMaxBytes) {
    const serverMb = Math.floor(limits.serverMaxBytes / MB);
    throw validation("maxFileMb", ASSIGNMENT_MESSAGES.maxFileAboveServer(serverMb));
  }
}

export async function createBox(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: CreateAssignmentBody,
  limits: BoxLimits,
): Promise<AssignmentDetail> {
  checkMaxFile(body.maxFileMb, limits);
  await requireCourse(db, ctx, "manage", body.courseId);
  const values = await boxValues(body);
  await checkBox(db, clock, ctx, body.courseId, values);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignmentBoxes)
      .values({ ...values, companyId: ctx.companyId, courseId: body.courseId, createdBy: ctx.userId })
      .returning({ id: assignmentBoxes.id });
    if (!row) throw new Error("assignment box insert returned nothing");
    await recordAudit(tx, ctx, { action: "create", entity: "assignment", entityId: row.id, after: values });
    return row.id;
  });
  return getBox(db, clock, ctx, id);
}

export async function updateBox(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateAssignmentBody,
  limits: BoxLimits,
): Promise<AssignmentDetail> {
  if (body.maxFileMb !== undefined) checkMaxFile(body.maxFileMb, limits);
  const { box } = await requireBox(db, ctx, id, "manage", { writable: true });
  const merged = {
    title: body.title ?? box.title,
    instructions: body.instructions ?? box.instructions,
    slotId: body.slotId === undefined ? box.slotId : body.slotId,
    evaluationId: body.evaluationId === undefined ? box.evaluationId : body.evaluationId,
    opensAt: body.opensAt ?? box.opensAt.toISOString(),
    dueAt: body.dueAt ?? box.dueAt.toISOString(),
    allowLate: body.allowLate ?? box.allowLate,
    acceptedKinds: body.acceptedKinds ?? (box.acceptedKinds as AssignmentFileKind[]),
    maxFileMb: body.maxFileMb ?? Math.round(box.maxFileBytes / MB),
    maxFiles: body.maxFiles ?? box.maxFiles,
  };
  const values = await boxValues(merged);
  await checkBox(db, clock, ctx, box.courseId, values);
  await db.transaction(async (tx) => {
    await requireBox(tx, ctx, id, "manage", { lock: true, writable: true });
    await tx
      .update(assignmentBoxes)
      .set({ ...values, updatedBy: ctx.userId, updatedAt: clock.now() })
      .where(and(eq(assignmentBoxes.id, id), eq(assignmentBoxes.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, { action: "update", entity: "assignment", entityId: id, after: values });
  });
  return getBox(db, clock, ctx, id);
}

/** Archives the box: it stays readable and downloadable, nothing in it changes any more. */
export async function archiveBox(db: Db, clock: Clock, ctx: Ctx, id: string): Promise<AssignmentDetail> {
  await db.transaction(async (tx) => {
    const { box } = await requireBox(tx, ctx, id, "manage", { lock: true });
    if (box.archivedAt) return;
    await tx
      .update(assignmentBoxes)
      .set({ archivedAt: clock.now(), updatedBy: ctx.userId, updatedAt: clock.now() })
      .where(and(eq(assignmentBoxes.id, id), eq(assignmentBoxes.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, { action: "archive", entity: "assignment", entityId: id });
  });
  return getBox(db, clock, ctx, id);
}
