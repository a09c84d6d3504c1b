import { and, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { syncAccountIdentity } from "../users/index.ts";
import { type StudentValues, studentSearchText } from "./students.service.ts";

// Set-based reads and writes of many students at once, for the imports: one statement per batch,
// never one per row. Each takes the caller's ctx and the transaction to run in.

type StudentRow = typeof students.$inferSelect;

/** Rows per statement (well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;

function batches<T>(values: T[], size = BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += size) result.push(values.slice(start, start + size));
  return result;
}

/** The company's students holding one of these numbers or (lower-case) e-mails. */
export async function findStudentsByNumberOrEmail(
  db: Executor,
  ctx: Ctx,
  numbers: string[],
  emails: string[],
): Promise<StudentRow[]> {
  const found = new Map<string, StudentRow>();
  const size = Math.max(numbers.length, emails.length);
  for (let start = 0; start < size; start += 1000) {
    const byNumber = numbers.slice(start, start + 1000);
    const byEmail = emails.slice(start, start + 1000);
    const match: SQL[] = [];
    if (byNumber.length > 0) match.push(inArray(students.studentNumber, byNumber));
    if (byEmail.length > 0) match.push(inArray(sql`lower(${students.email})`, byEmail));
    if (match.length === 0) continue;
    const rows = await db
      .select()
      .from(students)
      .where(and(eq(students.companyId, ctx.companyId), or(...match)));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

/** Inserts students of the caller's company; uniqueness is the caller's check (and the indexes'). */
export async function insertStudents(ctx: Ctx, values: StudentValues[], tx: Executor): Promise<StudentRow[]> {
  const inserted: StudentRow[] = [];
  for (const batch of batches(values)) {
    inserted.push(
      ...(await tx
        .insert(students)
        .values(
          batch.map((value) => ({
            ...value,
            companyId: ctx.companyId,
            searchText: studentSearchText(value),
            createdBy: ctx.userId,
            updatedBy: ctx.userId,
          })),
        )
        .returning()),
    );
  }
  return inserted;
}

/**
 * Applies changes to many students, one UPDATE … FROM (VALUES …) per batch; returns the rows after.
 * Accounts linked to a student whose names or e-mail changed follow, as on the student's screen.
 */
export async function updateStudents(
  ctx: Ctx,
  updates: { before: StudentRow; changes: Partial<StudentValues> }[],
  tx: Executor,
  clock: Clock,
): Promise<StudentRow[]> {
  const after: StudentRow[] = [];
  for (const batch of batches(updates)) {
    const rows = batch.map(({ before, changes }) => {
      const next = { ...before, ...changes };
      return sql`(${before.id}::uuid, ${next.studentNumber}::text, ${next.firstname}::text, ${next.lastname}::text,
        ${next.usageName}::text, ${next.email}::text, ${next.postalAddress}::text, ${next.postalCode}::text,
        ${next.programmeId}::uuid, ${next.levelId}::uuid, ${next.cohortId}::uuid, ${next.presentiel}::boolean,
        ${next.note}::text, ${next.comment}::text, ${studentSearchText(next)}::text)`;
    });
    const values = sql`(values ${sql.join(rows, sql`, `)}) as v(id, student_number, firstname, lastname,
      usage_name, email, postal_address, postal_code, programme_id, level_id, cohort_id, presentiel, note,
      comment, search_text)`;
    after.push(
      ...(await tx
        .update(students)
        .set({
          studentNumber: sql`v.student_number`,
          firstname: sql`v.firstname`,
          lastname: sql`v.lastname`,
          usageName: sql`v.usage_name`,
          email: sql`v.email`,
          postalAddress: sql`v.postal_address`,
          postalCode: sql`v.postal_code`,
          programmeId: sql`v.programme_id`,
          levelId: sql`v.level_id`,
          cohortId: sql`v.cohort_id`,
          presentiel: sql`v.presentiel`,
          note: sql`v.note`,
          comment: sql`v.comment`,
          searchText: sql`v.search_text`,
          updatedBy: ctx.userId,
          updatedAt: clock.now(),
        })
        .from(values)
        .where(and(eq(students.id, sql`v.id`), eq(students.companyId, ctx.companyId)))
        .returning(getTableColumns(students))),
    );
  }
  const before = new Map(updates.map((update) => [update.before.id, update.before]));
  for (const row of after) {
    const old = before.get(row.id);
    const identityChanged =
      old && (old.firstname !== row.firstname || old.lastname !== row.lastname || old.email !== row.email);
    if (row.userId && identityChanged) await syncAccountIdentity(tx, clock, ctx, row.userId, row);
  }
  return after;
}
