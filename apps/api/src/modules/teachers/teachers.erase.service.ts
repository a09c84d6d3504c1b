import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { teachers } from "../../db/schema/index.ts";
import { searchKey } from "../../platform/search.ts";

// What the erasure of a staff account (the privacy module) reads and changes of its teacher record.

/** The company's teacher record of an account, if it has one. */
export async function findTeacherOfAccount(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(teachers)
    .where(and(eq(teachers.companyId, companyId), eq(teachers.userId, userId)));
  return row;
}

/** Replaces a teacher record's names and contact details by the erasure's pseudonym. */
export async function pseudonymiseTeacher(
  db: Executor,
  companyId: string,
  teacherId: string,
  change: { firstname: string; lastname: string; email: string; by: string; now: Date },
): Promise<void> {
  const { firstname, lastname, email } = change;
  await db
    .update(teachers)
    .set({
      firstname,
      lastname,
      email,
      phone: null,
      speciality: null,
      externalId: null,
      searchText: searchKey(firstname, lastname, email),
      updatedBy: change.by,
      updatedAt: change.now,
    })
    .where(and(eq(teachers.id, teacherId), eq(teachers.companyId, companyId)));
}
