import type { Readable } from "node:stream";
import {
  type Absence,
  type AbsenceFilters,
  type AbsenceListQuery,
  ATTENDANCE_MESSAGES,
  type AttendanceStatus,
} from "@campus/contracts/attendance";
import type { Page } from "@campus/contracts/common";
import { and, asc, desc, eq, gt, gte, lt, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { isOneOf } from "../../db/code-constants.ts";
import { attendance } from "../../db/schema/index.ts";
import { attendanceScope, seesOnlyOwnAttendance } from "../../platform/access/attendance-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { fileDays } from "../../platform/paris-time.ts";
import { courseTitles } from "../course-links/index.ts";
import { slotTimes, taughtSlotTimes } from "../slots/index.ts";
import { studentIdentity, studentNames, studentNamesOf } from "../student-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { streamAbsencesXlsx } from "./attendance.documents.ts";

// ---------------------------------------------------------------------------
// Absences.

/** The other modules' rows an absence is shown with: its slot, its student and its course (subqueries). */
function absenceSources(db: Executor, ctx: Ctx) {
  return {
    slot: slotTimes(db, ctx.companyId),
    student: studentNames(db, ctx.companyId),
    course: courseTitles(db, ctx.companyId),
  };
}
type Sources = ReturnType<typeof absenceSources>;

/**
 * The export's sources: each absence's student read by its key (`studentNamesOf`), so that a page
 * never hashes the company's students to name its rows (550 ms and 36,000 buffers a page at 100,000
 * students). Without a transaction to switch hash joins off, a page is one statement a part.
 */
function exportSources(db: Executor, ctx: Ctx) {
  return { ...absenceSources(db, ctx), student: studentNamesOf(db, ctx.companyId, attendance.studentId) };
}

/**
 * The conditions on the absence's own columns (its index), without the slot's and the student's;
 * `scoped` false when the slots joined are already the caller's own (`taughtSlotTimes`).
 */
function ownAbsenceWhere(db: Executor, ctx: Ctx, filters: AbsenceFilters, scoped = true) {
  return and(
    eq(attendance.companyId, ctx.companyId),
    isOneOf(attendance.status, filters.includeLate ? ["absent", "late"] : ["absent"]),
    scoped ? attendanceScope(db, ctx) : undefined,
    filters.studentId && !seesOnlyOwnAttendance(ctx)
      ? eq(attendance.studentId, filters.studentId)
      : undefined,
    // The slot's start as kept on the absence (its own index, newest first).
    filters.from ? gte(attendance.slotStartsAt, new Date(filters.from)) : undefined,
    filters.to ? lt(attendance.slotStartsAt, new Date(filters.to)) : undefined,
    filters.excused !== undefined ? eq(attendance.excused, filters.excused) : undefined,
  );
}

function absenceWhere(
  db: Executor,
  ctx: Ctx,
  { slot, student }: Sources,
  filters: AbsenceFilters,
  scoped = true,
) {
  return and(
    ownAbsenceWhere(db, ctx, filters, scoped),
    ne(slot.status, "cancelled"),
    filters.courseId ? eq(slot.courseId, filters.courseId) : undefined,
    filters.cohortId ? eq(student.cohortId, filters.cohortId) : undefined,
  );
}

function selectAbsences(db: Executor, { slot, student, course }: Sources, studentByKey = false) {
  const rows = db
    .select({
      slotId: attendance.slotId,
      student: studentIdentity(student),
      courseId: course.id,
      courseTitle: course.title,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: attendance.status,
      lateMinutes: attendance.lateMinutes,
      excused: attendance.excused,
      reason: attendance.excuseReason,
      /** The slot's start as the database writes it (microseconds kept): the next page's key. */
      startsAtKey: sql<string>`${attendance.slotStartsAt}::text`,
    })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .$dynamic();
  const named = studentByKey
    ? rows.innerJoinLateral(student, sql`true`)
    : rows.innerJoin(student, eq(student.id, attendance.studentId));
  return named.innerJoin(course, eq(course.id, slot.courseId));
}
type AbsenceRow = Awaited<ReturnType<ReturnType<typeof selectAbsences>["execute"]>>[number];

const toAbsence = (row: AbsenceRow): Absence => ({
  slotId: row.slotId,
  student: row.student,
  course: { id: row.courseId, title: row.courseTitle },
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status as AttendanceStatus,
  lateMinutes: row.lateMinutes,
  excused: row.excused,
  reason: row.reason,
});

/**
 * Newest first, each slot's absences together, by name within a slot: the index of migration 0019
 * gives (start, slot) in order, so a page sorts the names of one or two slots only (126 slots starting
 * at the same minute had to be read whole when names came before the slot).
 */
const absenceOrder = ({ student }: Sources) => [
  sql`${attendance.slotStartsAt} desc nulls last`,
  asc(attendance.slotId),
  asc(student.lastname),
  asc(student.firstname),
  asc(student.id),
];
/**
 * The same order for a teacher's list, walked along their own slots newest first (`taughtSlotTimes`,
 * whose start is the absence's: kept by the database): a page reads the absences of its few slots.
 */
const taughtAbsenceOrder = ({ slot, student }: Sources) => [
  desc(slot.startsAt),
  asc(slot.id),
  asc(student.lastname),
  asc(student.firstname),
  asc(student.id),
];

/**
 * A roll call opens 15 minutes before its slot, so without an « Au » date the absences end tomorrow
 * (and an absence whose start is not yet known is left out: the database always sets it).
 */
function endingByTomorrow<F extends AbsenceFilters>(filters: F, clock: Clock): F {
  return filters.to
    ? filters
    : { ...filters, to: new Date(clock.now().getTime() + 86_400_000).toISOString() };
}

/** The rows the count reads: the student's record joined only when a filter needs it (the foreign key vouches for the rest). */
function countedAbsences(db: Executor, { slot, student }: Sources, filters: AbsenceFilters) {
  const rows = db
    .select({ one: sql`1` })
    .from(attendance)
    .innerJoin(slot, eq(slot.id, attendance.slotId))
    .$dynamic();
  return filters.cohortId ? rows.innerJoin(student, eq(student.id, attendance.studentId)) : rows;
}

/** Absences (and lateness on request), newest first, within the caller's reach. */
export async function listAbsences(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  query: AbsenceListQuery,
): Promise<Page<Absence>> {
  const listed = endingByTomorrow(query, clock);
  const taught = taughtSlotTimes(db, ctx, listed);
  const sources = taught ? { ...absenceSources(db, ctx), slot: taught } : absenceSources(db, ctx);
  const where = absenceWhere(db, ctx, sources, listed, !taught);
  const [rows, counted] = await Promise.all([
    selectAbsences(db, sources)
      .where(where)
      .orderBy(...(taught ? taughtAbsenceOrder(sources) : absenceOrder(sources)))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, countedAbsences(db, sources, query).where(where)),
  ]);
  return {
    items: rows.map(toAbsence),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Rows in one export, at most (checked before any row is fetched), and rows fetched at a time (the
 * event loop serves other requests between two pages).
 */
const EXPORT_LIMITS = { rows: 200_000, page: 1_000 };

/**
 * Where the rows after `last` are, in the list's order (keyset paging), as three parts that each seek
 * straight to their first row in the index (company, start desc, slot): the rest of `last`'s slot (by
 * name), the later slots of the same start, then the earlier starts. As one `or`, the index bound was
 * the start alone and each page read again every absence of that start (7,000 rows read for 1,000 at
 * 100,000 students, where 1,000 slots start at the same minute); with the names in the same part, the
 * planner joined every student of the company to compare them.
 */
function afterRow({ student }: Sources, last: AbsenceRow): SQL[] {
  const lastStart = sql`${last.startsAtKey}::timestamptz`;
  return [
    and(
      eq(attendance.slotStartsAt, lastStart),
      eq(attendance.slotId, last.slotId),
      sql`(${student.lastname}, ${student.firstname}, ${student.id}) > (${last.student.lastname}, ${last.student.firstname}, ${last.student.id}::uuid)`,
    )!,
    and(eq(attendance.slotStartsAt, lastStart), gt(attendance.slotId, last.slotId))!,
    lt(attendance.slotStartsAt, lastStart),
  ];
}

/**
 * The queries of one page of the export, by the number of rows each may give: the rows after `last`
 * (the first page without it), in the list's order, in parts (see `afterRow`).
 */
export function absencePageQueries(db: Executor, ctx: Ctx, filters: AbsenceFilters, last?: AbsenceRow) {
  const sources = exportSources(db, ctx);
  const where = absenceWhere(db, ctx, sources, filters);
  const read = (after: SQL | undefined) => (limit: number) =>
    selectAbsences(db, sources, true)
      .where(and(where, after))
      .orderBy(...absenceOrder(sources))
      .limit(limit);
  return last ? afterRow(sources, last).map(read) : [read(undefined)];
}

/**
 * One page of the export: the parts in turn, each only when those before did not fill the page, each
 * one statement (its rows joined to their students by key: `exportSources`).
 */
async function absencePage(
  db: Db,
  ctx: Ctx,
  filters: AbsenceFilters,
  pageSize: number,
  last?: AbsenceRow,
): Promise<AbsenceRow[]> {
  const rows: AbsenceRow[] = [];
  for (const query of absencePageQueries(db, ctx, filters, last)) {
    if (rows.length >= pageSize) break;
    rows.push(...(await query(pageSize - rows.length)));
  }
  return rows;
}

/** The absences of the export, page by page in the list's order. */
export async function* absencePages(
  db: Db,
  ctx: Ctx,
  filters: AbsenceFilters,
  pageSize: number,
): AsyncIterable<Absence[]> {
  let last: AbsenceRow | undefined;
  for (;;) {
    const rows = await absencePage(db, ctx, filters, pageSize, last);
    if (rows.length > 0) yield rows.map(toAbsence);
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
  }
}

/**
 * Whether the export would hold more than `limit` rows. The absences' own conditions are counted
 * first, on the absences' index alone: when they give no more than `limit`, neither do the rows with
 * the slot's and the student's conditions besides, which are counted (with their joins, 4 s of an
 * export of 167,000 rows at 100,000 students) only when they could change the answer.
 */
async function exceeds(db: Db, ctx: Ctx, sources: Sources, filters: AbsenceFilters, limit: number) {
  const count = async (rows: SQLWrapper) => {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${rows}) as matching`);
    return Number(result.rows[0]?.n ?? 0);
  };
  const atMost = db
    .select({ one: sql`1` })
    .from(attendance)
    .where(ownAbsenceWhere(db, ctx, filters))
    .limit(limit + 1);
  if ((await count(atMost)) <= limit) return false;
  const matching = db
    .select({ one: sql`1` })
    .from(attendance)
    .innerJoin(sources.slot, eq(sources.slot.id, attendance.slotId))
    .innerJoin(sources.student, eq(sources.student.id, attendance.studentId))
    .where(absenceWhere(db, ctx, sources, filters))
    .limit(limit + 1);
  return (await count(matching)) > limit;
}

/**
 * The same list as a spreadsheet (administrators), streamed as it is built. A capped count refuses
 * an export over `limits.rows` rows (413) before any row is fetched.
 */
export async function exportAbsences(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  filters: AbsenceFilters,
  limits = EXPORT_LIMITS,
): Promise<{ filename: string; body: Readable }> {
  const listed = endingByTomorrow(filters, clock);
  const sources = absenceSources(db, ctx);
  if (await exceeds(db, ctx, sources, listed, limits.rows)) {
    throw new AppError("TOO_LARGE", { message: ATTENDANCE_MESSAGES.exportTooLarge });
  }
  const company = await getCompanyBranding(db, ctx.companyId);
  const generatedAt = clock.now();
  const body = streamAbsencesXlsx({
    title: `${company.fullName} — ${filters.includeLate ? "Absences et retards" : "Absences"}`,
    generatedAt,
    pages: absencePages(db, ctx, listed, limits.page),
  });
  const period = {
    first: filters.from ? new Date(filters.from) : undefined,
    last: filters.to ? new Date(new Date(filters.to).getTime() - 1) : undefined,
  };
  return { filename: `absences-${fileDays(period, generatedAt)}.xlsx`, body };
}
