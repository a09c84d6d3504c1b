import type { SupportCourse } from "@campus/contracts/content";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { readableCourses } from "../course-links/index.ts";
import { toChapterSummary } from "./chapters.rows.queries.ts";
import { selectChaptersWithReadState } from "./chapters.service.ts";
import { requireWrittenCourses } from "./content.access.ts";

/** Courses shown in Support de cours écrits, at most. */
const SUPPORT_COURSES_MAX = 100;

/**
 * Support de cours écrits: the courses the caller reads (a student's enrolments, a teacher's courses)
 * that have published chapters, each with its table of contents and the caller's reading progress.
 */
export async function getCourseSupport(db: Db, ctx: Ctx): Promise<{ items: SupportCourse[] }> {
  await requireWrittenCourses(db, ctx);
  const courses = readableCourses(db, ctx);
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, thematicTitle: courses.thematicTitle })
    .from(courses)
    .where(
      sql`exists (select 1 from ${chapters} where ${chapters.courseId} = ${courses.id} and ${chapters.status} = 'published')`,
    )
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(SUPPORT_COURSES_MAX);
  if (courseRows.length === 0) return { items: [] };
  const rows = await selectChaptersWithReadState(
    db,
    ctx,
    and(
      eq(chapters.status, "published"),
      inArray(
        chapters.courseId,
        courseRows.map((course) => course.id),
      ),
    ),
  );
  return {
    items: courseRows.map((course) => {
      const list = rows.filter((r) => r.chapter.courseId === course.id);
      return {
        course,
        chapters: list.map((r) => toChapterSummary(r.chapter, r.isRead)),
        readCount: list.filter((r) => r.isRead).length,
      };
    }),
  };
}
