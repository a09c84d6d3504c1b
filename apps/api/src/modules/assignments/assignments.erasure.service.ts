import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { assignmentFiles } from "../../db/schema/index.ts";

// What a student's erasure (the privacy module) does to their hand-ins, inside its transaction.

/** Deletes the student's hand-in files (theirs and the feedback) and answers their blobs, to remove after the commit. */
export async function deleteHandInFilesOfStudent(tx: Executor, companyId: string, studentId: string) {
  const files = await tx
    .delete(assignmentFiles)
    .where(and(eq(assignmentFiles.companyId, companyId), eq(assignmentFiles.studentId, studentId)))
    .returning({ blobKey: assignmentFiles.blobKey });
  return files.map((file) => file.blobKey);
}
