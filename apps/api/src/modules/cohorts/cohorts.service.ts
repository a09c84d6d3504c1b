import {
  COHORT_MESSAGES,
  type Cohort,
  type CreateCohortBody,
  type UpdateCohortBody,
} from "@campus/contracts/cohorts";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { cohorts } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import { findMissingReference, referenceNames } from "../school/index.ts";
import { type CohortRow, cohortUses, getCohort } from "./cohorts.queries.ts";

// The sessions' changes, each in one transaction with its audit entry. Only administrators reach these
// routes (permission table); every query is limited to the caller's company.

const cohortSnapshot = (row: CohortRow) => ({
  name: row.name,
  programmeId: row.programmeId,
  startDate: row.startDate,
  endDate: row.endDate,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/** The session, locked for the rest of the transaction (a student or course naming it waits); 404 otherwise. */
async function lockCohort(tx: Executor, ctx: Ctx, id: string): Promise<CohortRow> {
  const [row] = await tx
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, id), eq(cohorts.companyId, ctx.companyId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** The programme must be the caller's company's: 404 on `programmeId` otherwise. */
async function assertProgramme(tx: Executor, ctx: Ctx, programmeId: string): Promise<void> {
  if (await findMissingReference(tx, ctx, { programmeId })) {
    throw new AppError("NOT_FOUND", { field: "programmeId" });
  }
}

/** No other session of the company may have this name (409 on `name`). */
async function assertNameFree(tx: Executor, ctx: Ctx, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.companyId, ctx.companyId),
        eq(cohorts.name, name),
        exceptId ? ne(cohorts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

const nameTaken = () => new AppError("CONFLICT", { field: "name", message: COHORT_MESSAGES.nameTaken });

/** Two sessions saved at once under one name: the unique index decides, answered as the check would. */
function translateUniqueViolation(error: unknown): never {
  if (violatedUniqueConstraint(error) !== undefined) throw nameTaken();
  throw error;
}

/**
 * A session's students and courses follow its programme: a new programme that some of them do not follow
 * (one of theirs, not none) is refused with how many, on `programmeId` (409).
 */
async function assertProgrammeFitsUses(
  tx: Executor,
  ctx: Ctx,
  cohortId: string,
  programmeId: string,
): Promise<void> {
  const uses = await cohortUses(tx, ctx.companyId, [cohortId]);
  const misfits = (rows: { programmeId: string | null; n: number }[]) =>
    rows.reduce((sum, row) => (row.programmeId && row.programmeId !== programmeId ? sum + row.n : sum), 0);
  const students = misfits(uses.students);
  const courses = misfits(uses.courses);
  if (students + courses === 0) return;
  const names = referenceNames(tx, ctx.companyId).programmes;
  const [programme] = await tx.select({ name: names.name }).from(names).where(eq(names.id, programmeId));
  throw new AppError("CONFLICT", {
    field: "programmeId",
    message: COHORT_MESSAGES.otherProgramme(students, courses, programme?.name ?? ""),
  });
}

/** Creates a session of one of the company's programmes. */
export async function createCohort(db: Db, ctx: Ctx, body: CreateCohortBody): Promise<Cohort> {
  try {
    return await db.transaction(async (tx) => {
      await assertProgramme(tx, ctx, body.programmeId);
      await assertNameFree(tx, ctx, body.name);
      const [row] = await tx
        .insert(cohorts)
        .values({ ...body, companyId: ctx.companyId })
        .returning();
      if (!row) throw new AppError("INTERNAL");
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "cohort",
        entityId: row.id,
        after: cohortSnapshot(row),
      });
      return getCohort(tx, ctx, row.id);
    });
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/**
 * Changes a session's name, programme or dates. The dates it keeps count: the end must still come after the
 * start (400 on `endDate`); a new programme must be the one its students and courses follow.
 */
export async function updateCohort(db: Db, ctx: Ctx, id: string, body: UpdateCohortBody): Promise<Cohort> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockCohort(tx, ctx, id);
      const startDate = body.startDate ?? before.startDate;
      const endDate = body.endDate ?? before.endDate;
      if (startDate && endDate && endDate <= startDate) {
        throw new AppError("VALIDATION", { field: "endDate", message: COHORT_MESSAGES.endNotAfterStart });
      }
      if (body.programmeId !== undefined && body.programmeId !== before.programmeId) {
        await assertProgramme(tx, ctx, body.programmeId);
        await assertProgrammeFitsUses(tx, ctx, id, body.programmeId);
      }
      if (body.name !== undefined && body.name !== before.name) await assertNameFree(tx, ctx, body.name, id);
      // An empty body changes nothing (and Drizzle sets no empty list of columns).
      const [after] =
        Object.keys(body).length === 0
          ? [before]
          : await tx
              .update(cohorts)
              .set(body)
              .where(and(eq(cohorts.id, id), eq(cohorts.companyId, ctx.companyId)))
              .returning();
      if (!after) throw notFound();
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "cohort",
        entityId: id,
        before: cohortSnapshot(before),
        after: cohortSnapshot(after),
      });
      return getCohort(tx, ctx, id);
    });
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/**
 * Archives a session at the end of its year (it leaves the forms' choices and the current list, its students
 * and records stay), or brings it back. Archiving an archived session keeps its first date.
 */
export async function setCohortArchived(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  isArchived: boolean,
): Promise<Cohort> {
  return db.transaction(async (tx) => {
    const before = await lockCohort(tx, ctx, id);
    const archivedAt = isArchived ? (before.archivedAt ?? clock.now()) : null;
    const [after] = await tx
      .update(cohorts)
      .set({ archivedAt })
      .where(and(eq(cohorts.id, id), eq(cohorts.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: isArchived ? "archive" : "unarchive",
      entity: "cohort",
      entityId: id,
      before: cohortSnapshot(before),
      after: cohortSnapshot(after),
    });
    return getCohort(tx, ctx, id);
  });
}

/**
 * Deletes a session that no student and no course names (their enrolments go through those courses);
 * otherwise 409 with how many, suggesting to archive it.
 */
export async function deleteCohort(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCohort(tx, ctx, id);
    const uses = await cohortUses(tx, ctx.companyId, [id]);
    const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
    const students = sum(uses.students);
    const courses = sum(uses.courses);
    if (students + courses > 0) {
      throw new AppError("CONFLICT", { message: COHORT_MESSAGES.inUse(students, courses) });
    }
    await tx.delete(cohorts).where(and(eq(cohorts.id, id), eq(cohorts.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "cohort",
      entityId: id,
      before: cohortSnapshot(before),
    });
  });
}
