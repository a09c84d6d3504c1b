import { type AnyColumn, sql } from "drizzle-orm";
import { whitelistEntries } from "../../db/schema/index.ts";

// The whitelist's query builders for the modules that filter by it (the students list). This file
// imports no other module, so that the students module can use it while this module asks students.

/** SQL subquery: the ids of the company's listed students. */
export function listedStudentIds(companyId: string) {
  return sql`(select ${whitelistEntries.studentId} from ${whitelistEntries} where ${whitelistEntries.companyId} = ${companyId})`;
}

/** SQL: the student in `studentColumn` is listed in the company's whitelist. */
export function isListedSql(companyId: string, studentColumn: AnyColumn) {
  return sql<boolean>`exists (select 1 from ${whitelistEntries} where ${whitelistEntries.companyId} = ${companyId} and ${whitelistEntries.studentId} = ${studentColumn})`;
}
