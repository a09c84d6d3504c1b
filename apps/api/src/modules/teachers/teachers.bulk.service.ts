import type { CreateTeacherBody, UpdateTeacherBody } from "@campus/contracts/teachers";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { teachers } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { applyTeacherUpdate, insertTeacherWithAccount } from "./teachers.service.ts";

// Reads and writes of many teachers at once, for the imports. The lookups are set-based; a new
// teacher needs an account with its own password hash, so creations and updates go one by one
// through the same functions as the teacher screens (an import holds few teachers).

type TeacherRow = typeof teachers.$inferSelect;

/** The company's teachers with these (lower-case) e-mails. */
export async function findTeachersByEmail(db: Executor, ctx: Ctx, emails: string[]): Promise<TeacherRow[]> {
  const rows: TeacherRow[] = [];
  for (let start = 0; start < emails.length; start += 1000) {
    rows.push(
      ...(await db
        .select()
        .from(teachers)
        .where(
          and(
            eq(teachers.companyId, ctx.companyId),
            inArray(sql`lower(${teachers.email})`, emails.slice(start, start + 1000)),
          ),
        )),
    );
  }
  return rows;
}

/** Creates teachers with their accounts (the default password); returns the rows in order. */
export async function createTeachers(
  ctx: Ctx,
  values: CreateTeacherBody[],
  defaultPassword: string,
  tx: Executor,
): Promise<TeacherRow[]> {
  const rows: TeacherRow[] = [];
  for (const value of values) rows.push(await insertTeacherWithAccount(tx, ctx, value, defaultPassword));
  return rows;
}

/** Applies changes to teachers (their accounts follow); returns the rows after, in order. */
export async function updateTeachers(
  ctx: Ctx,
  updates: { before: TeacherRow; changes: UpdateTeacherBody }[],
  tx: Executor,
  clock: Clock,
): Promise<TeacherRow[]> {
  const rows: TeacherRow[] = [];
  for (const update of updates)
    rows.push(await applyTeacherUpdate(tx, clock, ctx, update.before, update.changes));
  return rows;
}
