import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { assignmentSubmissions, attendance, grades } from "../../db/schema/index.ts";

// The proof a student leaves: grades, attendance and hand-ins. Below the students module, which may not
// erase a student these tables name (it archives them instead), and below their owners, which build on it.

/**
 * Whether grades, attendance or a hand-in (a file handed in, a grade, a feedback) name this student of the
 * company: three probes of indexed (company, student) keys, in one round trip.
 */
export async function hasStudentTraces(db: Executor, companyId: string, studentId: string): Promise<boolean> {
  const probe = await db
    .select({ one: grades.studentId })
    .from(grades)
    .where(and(eq(grades.companyId, companyId), eq(grades.studentId, studentId)))
    .limit(1)
    .union(
      db
        .select({ one: attendance.studentId })
        .from(attendance)
        .where(and(eq(attendance.companyId, companyId), eq(attendance.studentId, studentId)))
        .limit(1),
    )
    .union(
      db
        .select({ one: assignmentSubmissions.studentId })
        .from(assignmentSubmissions)
        .where(
          and(
            eq(assignmentSubmissions.companyId, companyId),
            eq(assignmentSubmissions.studentId, studentId),
            or(
              isNotNull(assignmentSubmissions.submittedAt),
              isNotNull(assignmentSubmissions.grade),
              isNotNull(assignmentSubmissions.feedbackComment),
            ),
          ),
        )
        .limit(1),
    );
  return probe.length > 0;
}
