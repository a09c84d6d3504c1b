import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { whitelistEntries } from "../../db/schema/index.ts";

/** Deletes a student's entries of the company's whitelist (their erasure under the RGPD). */
export async function deleteWhitelistEntriesOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
): Promise<void> {
  await db
    .delete(whitelistEntries)
    .where(and(eq(whitelistEntries.companyId, companyId), eq(whitelistEntries.studentId, studentId)));
}
