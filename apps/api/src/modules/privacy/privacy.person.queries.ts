import type { Executor } from "../../db/client.ts";
import { requireAccount } from "../../platform/access/account-access.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { findCallerStudent } from "../student-cards/index.ts";

/** Whose data: a person of the company by their account, their student record, or both. */
export interface Person {
  companyId: string;
  userId: string | null;
  studentId: string | null;
}

/** The caller themselves: their account, and their student record when they have one. */
export async function callerPerson(db: Executor, ctx: Ctx): Promise<Person> {
  const row = await findCallerStudent(db, ctx);
  return { companyId: ctx.companyId, userId: ctx.userId, studentId: row?.id ?? null };
}

/** A student of the caller's company (administrators; another company's student answers 404). */
export async function studentPerson(db: Executor, ctx: Ctx, studentId: string): Promise<Person> {
  const row = await requireStudent(db, ctx, studentId);
  return { companyId: ctx.companyId, userId: row.userId, studentId: row.id };
}

/** An account of the caller's company, whatever its roles (administrators; another company's: 404). */
export async function accountPerson(db: Executor, ctx: Ctx, userId: string): Promise<Person> {
  const account = await requireAccount(db, ctx, ctx.companyId, userId);
  return callerPerson(db, { ...ctx, userId: account.id });
}
