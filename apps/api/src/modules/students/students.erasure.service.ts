import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { searchKey } from "../../platform/search.ts";
import type { StudentRow } from "../student-cards/index.ts";

// What a student's erasure (the privacy module) does to their record, inside its transaction.

/** The pseudonym an erased student's record takes, and whether it keeps its link to the account. */
export interface StudentPseudonym {
  firstname: string;
  lastname: string;
  email: string;
  studentNumber: string;
  keepsAccount: boolean;
}

/**
 * Replaces the record's names and contact details by the pseudonym and archives it (when it was not);
 * `by` is who erases (null: the retention job).
 */
export async function pseudonymiseStudent(
  tx: Executor,
  student: StudentRow,
  pseudonym: StudentPseudonym,
  by: string | null,
  now: Date,
) {
  const { firstname, lastname, email, studentNumber } = pseudonym;
  await tx
    .update(students)
    .set({
      userId: pseudonym.keepsAccount ? student.userId : null,
      studentNumber,
      usageName: null,
      firstname,
      lastname,
      email,
      postalAddress: null,
      postalCode: null,
      note: null,
      comment: null,
      searchText: searchKey(firstname, lastname, email, studentNumber),
      archivedAt: student.archivedAt ?? now,
      updatedBy: by,
      updatedAt: now,
    })
    .where(and(eq(students.id, student.id), eq(students.companyId, student.companyId)));
}
