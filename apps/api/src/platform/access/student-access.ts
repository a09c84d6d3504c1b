import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { notFound } from "../errors.ts";
import { isAdministrator, managedStudents } from "./course-access.ts";

// Who sees which student record: administrators every student of the company, in full, and the
// archived ones when they ask; a teacher the current students of the courses they teach, without the
// postal address. A student reads their own course pages, not this list. Anything else answers 404.

type StudentRow = typeof students.$inferSelect;

/** SQL: the students of the caller's company, and for a teacher only those of their courses. */
export function studentScope(db: Executor, ctx: Ctx): SQL {
  const company = eq(students.companyId, ctx.companyId);
  return and(company, managedStudents(db, ctx, students.id)) ?? company;
}

/** SQL: the current students, or for an administrator asking « Archivés » the archived ones. */
export function studentArchiveScope(ctx: Ctx, archived: boolean | undefined): SQL {
  return archived && isAdministrator(ctx) ? isNotNull(students.archivedAt) : isNull(students.archivedAt);
}

/** Administrators see every student of the company; a teacher only the students of their courses. */
export const seesEveryStudent = (ctx: Ctx): boolean => isAdministrator(ctx);

/** Administrators see a student in full; a teacher without the postal address (the serializer drops it). */
export function studentView(ctx: Ctx): "full" | "limited" {
  return isAdministrator(ctx) ? "full" : "limited";
}

/** One student the caller may see; 404 otherwise. */
export async function requireStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentRow> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), studentScope(db, ctx)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
