import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { students } from "../../db/schema/index.ts";
import { referenceNames } from "../school/index.ts";

// A student's record as their copy of their data (the privacy module) gives it.

const recordOf = (companyId: string, studentId: string) =>
  and(eq(students.id, studentId), eq(students.companyId, companyId));

/** How many records of the company are this student's (1, or 0 once deleted). */
export async function countStudentRecord(db: Executor, companyId: string, studentId: string) {
  return countRows(db, students, recordOf(companyId, studentId));
}

/** The student's record with its programme, level and session (cohort) named. */
export function studentRecord(
  db: Executor,
  companyId: string,
  studentId: string,
  offset: number,
  limit: number,
) {
  const names = referenceNames(db, companyId);
  return db
    .select({
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
      email: students.email,
      postalAddress: students.postalAddress,
      postalCode: students.postalCode,
      programme: names.programmes.name,
      level: names.levels.label,
      cohort: names.cohorts.name,
      presentiel: students.presentiel,
      archivedAt: students.archivedAt,
      createdAt: students.createdAt,
    })
    .from(students)
    .leftJoin(names.programmes, eq(names.programmes.id, students.programmeId))
    .leftJoin(names.levels, eq(names.levels.id, students.levelId))
    .leftJoin(names.cohorts, eq(names.cohorts.id, students.cohortId))
    .where(recordOf(companyId, studentId))
    .limit(limit)
    .offset(offset);
}
