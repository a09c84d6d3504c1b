import type { ProofBundleQuery } from "@campus/contracts/proof-bundles";
import type { Executor } from "../../db/client.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { parisDayStart } from "../../platform/paris-time.ts";
import { coursesOfStudents, oneCourseId } from "../course-links/index.ts";
import { cohortNames } from "../school/index.ts";
import { type CountedSlots, countedSlotPage } from "../slots/index.ts";
import {
  type GroupSelection,
  type StudentGroup,
  studentGroupIds,
  studentGroupPage,
} from "../student-cards/index.ts";

// What a proof bundle covers: its students, their courses and the slots of those courses in the period,
// each as a group or a subquery the owners' reads take (no list of ids held in memory), and the pages
// the bundle reads them by.

export interface ProofSelection extends GroupSelection {
  /** What the bundle is about, for LISEZMOI.txt and the file name: « Apprenant Camille Martin »… */
  kind: "student" | "course" | "cohort";
  label: string;
  slug: string;
  /** The period's bounds as instants (`to` excluded), when one was asked for. */
  range: { from: Date; to: Date } | null;
}

/** Paris midnight of a `yyyy-MM-dd` day (noon UTC falls on that Paris day whatever the season). */
const parisMidnight = (day: string, daysAfter = 0) => parisDayStart(new Date(`${day}T12:00:00Z`), -daysAfter);

/** Resolves the query's one selector within the caller's company (another company's id: 404). */
export async function resolveSelection(
  db: Executor,
  ctx: Ctx,
  query: ProofBundleQuery,
): Promise<ProofSelection> {
  const period = query.from && query.to ? { from: query.from, to: query.to } : null;
  const range = period ? { from: parisMidnight(period.from), to: parisMidnight(period.to, 1) } : null;
  // The courses the group's students follow: a student's or a session's bundle covers them all.
  const followedBy = (students: StudentGroup) => ({
    students,
    courseIds: coursesOfStudents(db, ctx.companyId, studentGroupIds(db, ctx.companyId, students)),
  });
  if (query.studentId) {
    const student = await requireStudent(db, ctx, query.studentId);
    return {
      kind: "student",
      label: `Apprenant ${student.firstname} ${student.lastname} (${student.studentNumber})`,
      slug: `${student.lastname}-${student.firstname}`,
      period,
      range,
      ...followedBy({ studentId: student.id }),
    };
  }
  if (query.courseId) {
    const course = await requireCourse(db, ctx, "read", query.courseId);
    return {
      kind: "course",
      label: `Cours ${course.title}`,
      slug: course.title,
      period,
      range,
      students: { courseId: course.id },
      courseIds: oneCourseId(db, ctx.companyId, course.id),
    };
  }
  const [cohort] = await cohortNames(db, ctx.companyId, [query.cohortId ?? ""]);
  if (!cohort) throw notFound();
  return {
    kind: "cohort",
    label: `Session ${cohort.name}`,
    slug: cohort.name,
    period,
    range,
    ...followedBy({ cohortId: cohort.id }),
  };
}

/** The selection's counted slots begun before `before` (a slot to come proves nothing). */
export function countedSlotsOf(selection: ProofSelection, before: Date): CountedSlots {
  return { courseIds: selection.courseIds, range: selection.range, before };
}

/**
 * The selection's slots begun before `before` (a sheet of a slot to come proves nothing), a page at a
 * time in time order (one query per page, keyset on start and id).
 */
export async function* slotPages(
  db: Executor,
  ctx: Ctx,
  selection: ProofSelection,
  before: Date,
  size: number,
) {
  const counted = countedSlotsOf(selection, before);
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    const page = await countedSlotPage(db, ctx.companyId, counted, after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page.at(-1) ?? null;
  }
}

export interface SelectedStudent {
  id: string;
  userId: string | null;
  studentNumber: string;
  firstname: string;
  lastname: string;
  usageName: string | null;
}

/** The selection's students a page at a time, by name (one query per page). */
export async function* studentPages(db: Executor, ctx: Ctx, selection: ProofSelection, size: number) {
  let offset = 0;
  for (;;) {
    const page: SelectedStudent[] = await studentGroupPage(
      db,
      ctx.companyId,
      selection.students,
      offset,
      size,
    );
    if (page.length > 0) yield page;
    if (page.length < size) return;
    offset += page.length;
  }
}
