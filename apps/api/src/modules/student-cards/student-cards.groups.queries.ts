import { and, asc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { enrolledStudentIds } from "../course-links/index.ts";
import { referenceNames } from "../school/index.ts";

// A group of the company's students that a document covers whole (the proof bundle): one student, the
// students enrolled in a course, or those of a session, archived ones included.

/** One student, the students enrolled in a course, or the students of a session (cohort). */
export type StudentGroup = { studentId: string } | { courseId: string } | { cohortId: string };

/** What a record of a group covers: its students, the courses it names and its days. */
export interface GroupSelection {
  students: StudentGroup;
  /** Subquery (one column, for `in`): the courses. */
  courseIds: SQLWrapper;
  /** The Paris days (`yyyy-MM-dd`, both included), or null: every day. */
  period: { from: string; to: string } | null;
}

/** SQL on `students`: the group's students of the company. */
function inGroup(db: Executor, companyId: string, group: StudentGroup) {
  const member =
    "studentId" in group
      ? eq(students.id, group.studentId)
      : "courseId" in group
        ? inArray(students.id, enrolledStudentIds(db, companyId, group.courseId))
        : eq(students.cohortId, group.cohortId);
  return and(eq(students.companyId, companyId), member);
}

/** Subquery (one column, for `in`): the ids of the group's students. */
export function studentGroupIds(db: Executor, companyId: string, group: StudentGroup) {
  return db
    .select({ id: students.id })
    .from(students)
    .where(inGroup(db, companyId, group));
}

/** Subquery: the group's students' identity and account (`userId`), to join on `id` or `userId`. */
export function studentGroup(db: Executor, companyId: string, group: StudentGroup) {
  return db
    .select({
      id: students.id,
      userId: students.userId,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
    })
    .from(students)
    .where(inGroup(db, companyId, group))
    .as("group_students");
}

/** A page of the group's students, by name. */
export function studentGroupPage(
  db: Executor,
  companyId: string,
  group: StudentGroup,
  offset: number,
  limit: number,
) {
  return db
    .select({
      id: students.id,
      userId: students.userId,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
    })
    .from(students)
    .where(inGroup(db, companyId, group))
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id))
    .limit(limit)
    .offset(offset);
}

/** The name of the session (cohort) of a student of the company, or null when in none. */
export async function studentCohortName(
  db: Executor,
  companyId: string,
  studentId: string,
): Promise<string | null> {
  const cohort = referenceNames(db, companyId).cohorts;
  const [row] = await db
    .select({ name: cohort.name })
    .from(students)
    .innerJoin(cohort, eq(cohort.id, students.cohortId))
    .where(and(eq(students.id, studentId), eq(students.companyId, companyId)));
  return row?.name ?? null;
}
