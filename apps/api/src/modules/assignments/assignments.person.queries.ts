import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { assignmentBoxes, assignmentFiles, assignmentSubmissions } from "../../db/schema/index.ts";
import { courseTitles } from "../course-links/index.ts";

// A person's hand-ins as the privacy module reads them: what an erasure counts, and their copy of their data.

/** SQL: how many hand-in files (given and returned) the student has, as a scalar subquery. */
export function handInFileCountSql(companyId: string, studentId: string): SQL {
  return sql`(select count(*) from ${assignmentFiles} where ${assignmentFiles.companyId} = ${companyId} and ${assignmentFiles.studentId} = ${studentId})`;
}

/** SQL: how many hand-ins the student has, as a scalar subquery. */
export function handInCountSql(companyId: string, studentId: string): SQL {
  return sql`(select count(*) from ${assignmentSubmissions} where ${assignmentSubmissions.companyId} = ${companyId} and ${assignmentSubmissions.studentId} = ${studentId})`;
}

/** SQL: how many hand-ins the account graded, as a scalar subquery. */
export function handInsGradedByCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${assignmentSubmissions} where ${assignmentSubmissions.companyId} = ${companyId} and ${assignmentSubmissions.gradedBy} = ${userId})`;
}

/** The student's hand-in files (theirs and the feedback), with their box's title, by box then upload. */
export function handInFilesOfStudent(db: Executor, companyId: string, studentId: string) {
  return db
    .select({
      blobKey: assignmentFiles.blobKey,
      name: assignmentFiles.name,
      role: assignmentFiles.role,
      box: assignmentBoxes.title,
      createdAt: assignmentFiles.createdAt,
    })
    .from(assignmentFiles)
    .innerJoin(assignmentBoxes, eq(assignmentBoxes.id, assignmentFiles.boxId))
    .where(and(eq(assignmentFiles.companyId, companyId), eq(assignmentFiles.studentId, studentId)))
    .orderBy(asc(assignmentBoxes.title), asc(assignmentFiles.createdAt));
}

const submissionsOf = (companyId: string, studentId: string) =>
  and(eq(assignmentSubmissions.studentId, studentId), eq(assignmentSubmissions.companyId, companyId));

/** How many hand-ins the student has. */
export async function countHandInsOfStudent(db: Executor, companyId: string, studentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(assignmentSubmissions)
    .where(submissionsOf(companyId, studentId));
  return row?.n ?? 0;
}

/** A page of the student's hand-ins by due date, with their course, box, grade and files. */
export function handInsOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
  offset: number,
  limit: number,
) {
  const course = courseTitles(db, companyId);
  return db
    .select({
      course: course.title,
      box: assignmentBoxes.title,
      dueAt: assignmentBoxes.dueAt,
      extendedDueAt: assignmentSubmissions.extendedDueAt,
      submittedAt: assignmentSubmissions.submittedAt,
      grade: assignmentSubmissions.grade,
      feedback: assignmentSubmissions.feedbackComment,
      gradedAt: assignmentSubmissions.gradedAt,
      files: sql<
        { name: string; size: number; role: string; uploadedAt: string }[]
      >`coalesce((select json_agg(json_build_object('name', ${assignmentFiles.name}, 'size', ${assignmentFiles.size}, 'role', ${assignmentFiles.role}, 'uploadedAt', ${assignmentFiles.createdAt}) order by ${assignmentFiles.createdAt}) from ${assignmentFiles} where ${assignmentFiles.boxId} = ${assignmentSubmissions.boxId} and ${assignmentFiles.studentId} = ${assignmentSubmissions.studentId}), '[]'::json)`,
    })
    .from(assignmentSubmissions)
    .innerJoin(assignmentBoxes, eq(assignmentBoxes.id, assignmentSubmissions.boxId))
    .innerJoin(course, eq(course.id, assignmentBoxes.courseId))
    .where(submissionsOf(companyId, studentId))
    .orderBy(asc(assignmentBoxes.dueAt), asc(assignmentBoxes.id))
    .limit(limit)
    .offset(offset);
}
