import type { ProofBundleQuery } from "@campus/contracts/proof-bundles";
import { and, asc, eq, gt, gte, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { cohorts, courses, enrolments, slots, students } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { parisDayStart } from "../../platform/paris-time.ts";

// What a proof bundle covers: its students, their courses and the slots of those courses in the period,
// each as an SQL condition (no list of ids held in memory), and the pages the bundle reads them by.

/** The slots a bundle counts: those that took place or are planned, never the proposals nor the cancelled. */
const COUNTED_SLOT = notInArray(slots.status, ["cancelled", "proposed"]);

export interface ProofSelection {
  /** What the bundle is about, for LISEZMOI.txt and the file name: « Apprenant Camille Martin »… */
  kind: "student" | "course" | "cohort";
  label: string;
  slug: string;
  /** The Paris days asked for, or null: every slot. */
  period: { from: string; to: string } | null;
  /** SQL on `students.id`: the bundle's students. */
  studentIds: SQL;
  /** SQL on a course id: the bundle's courses (those the students follow, or the one asked for). */
  courseIds: SQL;
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
  const enrolledCoursesOf = (studentFilter: SQL) =>
    sql`(select ${enrolments.courseId} from ${enrolments} where ${enrolments.companyId} = ${ctx.companyId} and ${enrolments.studentId} in (select ${students.id} from ${students} where ${and(eq(students.companyId, ctx.companyId), studentFilter)}))`;
  if (query.studentId) {
    const student = await requireStudent(db, ctx, query.studentId);
    const only = eq(students.id, student.id);
    return {
      kind: "student",
      label: `Apprenant ${student.firstname} ${student.lastname} (${student.studentNumber})`,
      slug: `${student.lastname}-${student.firstname}`,
      period,
      range,
      studentIds: only,
      courseIds: enrolledCoursesOf(only),
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
      studentIds: sql`${students.id} in (select ${enrolments.studentId} from ${enrolments} where ${enrolments.companyId} = ${ctx.companyId} and ${enrolments.courseId} = ${course.id})`,
      courseIds: sql`(select ${courses.id} from ${courses} where ${courses.id} = ${course.id})`,
    };
  }
  const [cohort] = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.id, query.cohortId ?? ""), eq(cohorts.companyId, ctx.companyId)));
  if (!cohort) throw notFound();
  const ofCohort = eq(students.cohortId, cohort.id);
  return {
    kind: "cohort",
    label: `Session ${cohort.name}`,
    slug: cohort.name,
    period,
    range,
    studentIds: ofCohort,
    courseIds: enrolledCoursesOf(ofCohort),
  };
}

/** SQL: the counted slots of the selection's courses within its period. */
export function selectedSlots(ctx: Ctx, selection: ProofSelection): SQL | undefined {
  return and(
    eq(slots.companyId, ctx.companyId),
    COUNTED_SLOT,
    sql`${slots.courseId} in ${selection.courseIds}`,
    selection.range ? gte(slots.startsAt, selection.range.from) : undefined,
    selection.range ? lt(slots.startsAt, selection.range.to) : undefined,
  );
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
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    const page: { id: string; startsAt: Date }[] = await db
      .select({ id: slots.id, startsAt: slots.startsAt })
      .from(slots)
      .where(
        and(
          selectedSlots(ctx, selection),
          lt(slots.startsAt, before),
          after
            ? or(
                gt(slots.startsAt, after.startsAt),
                and(eq(slots.startsAt, after.startsAt), gt(slots.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(slots.startsAt), asc(slots.id))
      .limit(size);
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
    const page: SelectedStudent[] = await db
      .select({
        id: students.id,
        userId: students.userId,
        studentNumber: students.studentNumber,
        firstname: students.firstname,
        lastname: students.lastname,
        usageName: students.usageName,
      })
      .from(students)
      .where(and(eq(students.companyId, ctx.companyId), selection.studentIds))
      .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id))
      .limit(size)
      .offset(offset);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    offset += page.length;
  }
}
