import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { studentErasures } from "../../db/schema/index.ts";

// Whether a student was erased (RGPD): below the students module, which never restores such a record, and
// the privacy module, which writes the erasures.

/** Whether the student was erased: their record stays, archived under a pseudonym, never restored. */
export async function isStudentErased(db: Executor, companyId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: studentErasures.studentId })
    .from(studentErasures)
    .where(and(eq(studentErasures.companyId, companyId), eq(studentErasures.studentId, studentId)))
    .limit(1);
  return row !== undefined;
}

/** SQL: whether the student (the row's `companyId` and `id` columns) was erased. */
export function isErasedSql(student: { companyId: AnyColumn; id: AnyColumn }): SQL {
  return sql`exists (select 1 from ${studentErasures} where ${studentErasures.companyId} = ${student.companyId} and ${studentErasures.studentId} = ${student.id})`;
}
