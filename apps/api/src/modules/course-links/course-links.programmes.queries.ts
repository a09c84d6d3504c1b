import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { groupedCounts } from "../../db/grouped-counts.ts";
import { courses } from "../../db/schema/index.ts";
import { courseScope } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";

// The courses' reads for the programmes' module (its counts, its page, its rules): the programmes'
// module asks here instead of reading the courses table itself.

/**
 * How many of the company's courses (archived ones too) each given programme has, by level (null:
 * none): read from the counts the database keeps (`kept_counts`).
 */
export async function countCoursesOfProgrammes(
  db: Executor,
  companyId: string,
  programmeIds: string[],
): Promise<{ programmeId: string; levelId: string | null; n: number }[]> {
  const rows = await groupedCounts(db, "courses.programme", companyId, programmeIds);
  return rows.map(({ key, by, n }) => ({ programmeId: key, levelId: by, n }));
}

/**
 * A page of a programme's courses, current ones first then by title, with their level and session ids
 * and whether the caller may open each (course-access's read scope: administrators all, a teacher those
 * they teach, a student those they follow). The index `courses_company_programme_order` reads the page in
 * order: a programme of 5,000 courses costs its page, not its 5,000 rows.
 */
export function listProgrammeCourses(
  db: Executor,
  ctx: Ctx,
  programmeId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const readable = courseScope(db, ctx, "read", courses.id);
  return db
    .select({
      id: courses.id,
      title: courses.title,
      levelId: courses.levelId,
      cohortId: courses.cohortId,
      archived: courses.archived,
      canOpen: readable ? sql<boolean>`${readable}`.mapWith(Boolean) : sql<boolean>`true`.mapWith(Boolean),
    })
    .from(courses)
    .where(and(eq(courses.companyId, ctx.companyId), eq(courses.programmeId, programmeId)))
    .orderBy(asc(courses.archived), asc(courses.title), asc(courses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
