import type { CreateStudentBody, StudentDetailView, UpdateStudentBody } from "@campus/contracts/students";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import { auditView, recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import { recordBusinessEvent } from "../../platform/events/business-events.ts";
import { searchKey } from "../../platform/search.ts";
import { assertReferenceIds } from "../school/index.ts";
import type { StudentRow } from "../student-cards/index.ts";
import { syncAccountIdentity } from "../users/index.ts";
import { getStudent } from "./students.queries.ts";

// The students module's writes, and what the other modules ask of it.

/**
 * Moves the trigram index's pending entries into the index proper. GIN indexes queue new rows in a
 * pending list that every search scans; PostgreSQL's autovacuum empties it, PGlite has no
 * autovacuum. Called after bulk writes; best effort (it needs to own the index).
 */
export async function flushStudentSearchIndex(db: Db): Promise<void> {
  try {
    await db.execute(sql`select gin_clean_pending_list('students_search_trgm'::regclass)`);
  } catch {
    // Not the index owner, or no pending list: the searches stay correct, only slower.
  }
}

/** The text the trigram index searches: names, usage name, e-mail and student number. */
export function studentSearchText(s: {
  firstname: string;
  lastname: string;
  usageName?: string | null;
  email: string;
  studentNumber: string;
}): string {
  return searchKey(s.firstname, s.lastname, s.usageName, s.email, s.studentNumber);
}

const DUPLICATE_NUMBER = () =>
  new AppError("CONFLICT", { field: "studentNumber", message: "Ce numéro étudiant est déjà utilisé." });
const DUPLICATE_EMAIL = () =>
  new AppError("EMAIL_IN_USE", {
    field: "email",
    message: "Cet e-mail est déjà utilisé par un autre apprenant.",
  });

/** Refuses a student number or e-mail another student of the company already has. */
async function assertUnique(
  db: Executor,
  ctx: Ctx,
  values: { studentNumber: string; email: string },
  exceptId?: string,
): Promise<void> {
  const rows = await db
    .select({ id: students.id, studentNumber: students.studentNumber })
    .from(students)
    .where(
      and(
        eq(students.companyId, ctx.companyId),
        or(
          eq(students.studentNumber, values.studentNumber),
          eq(sql`lower(${students.email})`, values.email.toLowerCase()),
        ),
      ),
    );
  const others = rows.filter((row) => row.id !== exceptId);
  if (others.some((row) => row.studentNumber === values.studentNumber)) throw DUPLICATE_NUMBER();
  if (others.length > 0) throw DUPLICATE_EMAIL();
}

function translateUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) throw error;
  if (constraint.includes("number")) throw DUPLICATE_NUMBER();
  throw DUPLICATE_EMAIL();
}

export type StudentValues = Omit<CreateStudentBody, "presentiel"> & { presentiel: boolean };

/** Inserts a student of the caller's company; checks uniqueness first. */
export async function insertStudent(tx: Executor, ctx: Ctx, values: StudentValues): Promise<StudentRow> {
  await assertUnique(tx, ctx, values);
  const [row] = await tx
    .insert(students)
    .values({
      ...values,
      companyId: ctx.companyId,
      searchText: studentSearchText(values),
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning();
  if (!row) throw new AppError("INTERNAL");
  return row;
}

/** Updates a student row with the given values; its account follows its names and e-mail. */
export async function applyStudentUpdate(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  before: StudentRow,
  body: UpdateStudentBody,
): Promise<StudentRow> {
  const next: StudentValues = {
    studentNumber: body.studentNumber ?? before.studentNumber,
    firstname: body.firstname ?? before.firstname,
    lastname: body.lastname ?? before.lastname,
    usageName: body.usageName === undefined ? before.usageName : body.usageName,
    email: body.email ?? before.email,
    postalAddress: body.postalAddress === undefined ? before.postalAddress : body.postalAddress,
    postalCode: body.postalCode === undefined ? before.postalCode : body.postalCode,
    programmeId: body.programmeId === undefined ? before.programmeId : body.programmeId,
    levelId: body.levelId === undefined ? before.levelId : body.levelId,
    cohortId: body.cohortId === undefined ? before.cohortId : body.cohortId,
    trackId: body.trackId === undefined ? before.trackId : body.trackId,
    presentiel: body.presentiel ?? before.presentiel,
    note: body.note === undefined ? before.note : body.note,
    comment: body.comment === undefined ? before.comment : body.comment,
  };
  await assertUnique(tx, ctx, next, before.id);
  const [after] = await tx
    .update(students)
    .set({ ...next, searchText: studentSearchText(next), updatedBy: ctx.userId, updatedAt: clock.now() })
    .where(and(eq(students.id, before.id), eq(students.companyId, ctx.companyId)))
    .returning();
  if (!after) throw notFound();
  const identityChanged =
    after.firstname !== before.firstname ||
    after.lastname !== before.lastname ||
    after.email !== before.email;
  if (after.userId && identityChanged) await syncAccountIdentity(tx, clock, ctx, after.userId, after);
  return after;
}

/** Creates a student in the caller's company. */
export async function createStudent(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: CreateStudentBody,
): Promise<StudentDetailView> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertReferenceIds(tx, ctx, body);
      const row = await insertStudent(tx, ctx, body);
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "student",
        entityId: row.id,
        after: auditView(row),
      });
      const data = { studentId: row.id };
      await recordBusinessEvent(tx, clock.now(), { companyId: ctx.companyId, type: "student.created", data });
      return row.id;
    });
    return await getStudent(db, ctx, id);
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/** Edits a student of the caller's company. */
export async function updateStudent(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateStudentBody,
): Promise<StudentDetailView> {
  try {
    await db.transaction(async (tx) => {
      const before = await requireStudent(tx, ctx, id);
      await assertReferenceIds(tx, ctx, body);
      const after = await applyStudentUpdate(tx, clock, ctx, before, body);
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "student",
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      const data = { studentId: id };
      await recordBusinessEvent(tx, clock.now(), { companyId: ctx.companyId, type: "student.updated", data });
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
  return getStudent(db, ctx, id);
}

/**
 * The current student records holding this e-mail (case ignored), in every company: for self-registration
 * (an archived student cannot open an account again).
 */
export async function findStudentsByEmail(
  db: Executor,
  email: string,
): Promise<
  {
    id: string;
    companyId: string;
    userId: string | null;
    presentiel: boolean;
    firstname: string;
    lastname: string;
  }[]
> {
  return db
    .select({
      id: students.id,
      companyId: students.companyId,
      userId: students.userId,
      presentiel: students.presentiel,
      firstname: students.firstname,
      lastname: students.lastname,
    })
    .from(students)
    .where(and(eq(sql`lower(${students.email})`, email.toLowerCase()), isNull(students.archivedAt)))
    .limit(20);
}

/** Links a new sign-in account to its student record; false when the record already has one. */
export async function linkStudentAccount(
  tx: Executor,
  companyId: string,
  studentId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .update(students)
    .set({ userId })
    .where(
      and(eq(students.companyId, companyId), eq(students.id, studentId), sql`${students.userId} is null`),
    )
    .returning({ id: students.id });
  return rows.length > 0;
}
