import { personName } from "@campus/contracts/people";
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { teachers } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";

// The teachers module's reads for the other modules: the caller's teacher record, teachers' names,
// and a subquery to join them (slots). This file imports no other module, so that any module may use it.

/** Subquery: the company's teachers' names, to join on `id`. */
export function teacherNames(db: Executor, companyId: string) {
  return db
    .select({ id: teachers.id, firstname: teachers.firstname, lastname: teachers.lastname })
    .from(teachers)
    .where(eq(teachers.companyId, companyId))
    .as("teacher_names");
}

/** The teacher of a row joined on `teacherNames` (null without one), named "Prénom Nom". */
export function namedTeacher(id: string | null, firstname: string | null, lastname: string | null) {
  return id && firstname !== null ? { id, name: personName({ firstname, lastname: lastname ?? "" }) } : null;
}

/** Subquery: the company's teachers who have an account, with it (`userId`), to join on `id`. */
export function teacherAccounts(db: Executor, companyId: string) {
  return db
    .select({ id: teachers.id, userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.companyId, companyId), isNotNull(teachers.userId)))
    .as("teacher_accounts");
}

/** The caller's own teacher record in their company, or null. */
export async function findCallerTeacherId(db: Executor, ctx: Ctx): Promise<string | null> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.companyId, ctx.companyId), eq(teachers.userId, ctx.userId)))
    .limit(1);
  return row?.id ?? null;
}

/** Names and e-mails of some teachers of the caller's company, in name order. */
export function listTeacherSummaries(db: Executor, ctx: Ctx, ids: string[]) {
  return db
    .select({
      id: teachers.id,
      firstname: teachers.firstname,
      lastname: teachers.lastname,
      email: teachers.email,
    })
    .from(teachers)
    .where(and(inArray(teachers.id, [...new Set(ids)]), eq(teachers.companyId, ctx.companyId)))
    .orderBy(asc(teachers.lastname), asc(teachers.firstname));
}

/** SQL: whether the company has a teacher, for the « Démarrer » checklist. */
export function hasTeacherSql(companyId: string): SQL {
  return sql`exists (select 1 from ${teachers} where ${teachers.companyId} = ${companyId})`;
}

/** The names of these teachers of the company, in one query. */
export function teacherNamesOf(db: Executor, companyId: string, ids: string[]) {
  return db
    .select({ id: teachers.id, firstname: teachers.firstname, lastname: teachers.lastname })
    .from(teachers)
    .where(and(eq(teachers.companyId, companyId), inArray(teachers.id, ids)));
}
