import type { Page } from "@campus/contracts/common";
import {
  MARK_HISTORY_LIMIT,
  type MarkChange,
  type MarkChangeFilters,
  type MarkChangeKind,
  type MarkChangeListQuery,
  type MarkHistory,
  type MarkState,
} from "@campus/contracts/history";
import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { markChanges } from "../../db/schema/index.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { courseTitles } from "../course-links/index.ts";
import { evaluationTitles, getEvaluation } from "../evaluations/index.ts";
import { slotTimes } from "../slots/index.ts";
import { findCompanyStudent, studentIdentity, studentNames } from "../student-cards/index.ts";
import { accountNames } from "../users/index.ts";

// Reading the marks' history: the administrators' filtered list, and one mark's changes for whoever
// manages its course.

/** The other modules' rows a change is shown with (subqueries, each scoped to the company). */
function changeSources(db: Executor, ctx: Ctx) {
  return {
    student: studentNames(db, ctx.companyId),
    course: courseTitles(db, ctx.companyId),
    evaluation: evaluationTitles(db, ctx.companyId),
    slot: slotTimes(db, ctx.companyId),
    author: accountNames(db),
  };
}
type Sources = ReturnType<typeof changeSources>;

function selectChanges(db: Executor, { student, course, evaluation, slot, author }: Sources) {
  return db
    .select({
      change: markChanges,
      /** The change's time as the database writes it (microseconds kept): the next page's key. */
      changedAtKey: sql<string>`${markChanges.changedAt}::text`,
      student: {
        id: student.id,
        studentNumber: student.studentNumber,
        firstname: student.firstname,
        lastname: student.lastname,
        usageName: student.usageName,
      },
      courseTitle: course.title,
      evaluationTitle: evaluation.title,
      slotStartsAt: slot.startsAt,
      slotEndsAt: slot.endsAt,
      authorName: author.displayName,
      authorFirstname: author.firstname,
      authorLastname: author.lastname,
    })
    .from(markChanges)
    .leftJoin(student, eq(student.id, markChanges.studentId))
    .leftJoin(course, eq(course.id, markChanges.courseId))
    .leftJoin(evaluation, eq(evaluation.id, markChanges.evaluationId))
    .leftJoin(slot, eq(slot.id, markChanges.slotId))
    .leftJoin(author, eq(author.id, markChanges.authorId));
}
export type ChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>["execute"]>>[number];

export function toMarkChange(row: ChangeRow): MarkChange {
  const { change } = row;
  const authorName =
    row.authorName || `${row.authorFirstname ?? ""} ${row.authorLastname ?? ""}`.trim() || null;
  return {
    id: change.id,
    kind: change.kind as MarkChangeKind,
    changedAt: change.changedAt.toISOString(),
    studentId: change.studentId,
    student: row.student ? studentIdentity(row.student) : null,
    course: row.courseTitle !== null ? { id: change.courseId, title: row.courseTitle } : null,
    evaluation:
      change.evaluationId && row.evaluationTitle !== null
        ? { id: change.evaluationId, title: row.evaluationTitle }
        : null,
    slot:
      change.slotId && row.slotStartsAt && row.slotEndsAt
        ? {
            id: change.slotId,
            startsAt: row.slotStartsAt.toISOString(),
            endsAt: row.slotEndsAt.toISOString(),
          }
        : null,
    before: change.before as MarkState,
    after: change.after as MarkState,
    author: change.authorId && authorName ? { id: change.authorId, name: authorName } : null,
    reason: change.reason,
  };
}

export function changeWhere(ctx: Ctx, filters: MarkChangeFilters): SQL | undefined {
  return and(
    eq(markChanges.companyId, ctx.companyId),
    filters.kind ? eq(markChanges.kind, filters.kind) : undefined,
    filters.studentId ? eq(markChanges.studentId, filters.studentId) : undefined,
    filters.courseId ? eq(markChanges.courseId, filters.courseId) : undefined,
    filters.from ? gte(markChanges.changedAt, new Date(filters.from)) : undefined,
    filters.to ? lt(markChanges.changedAt, new Date(filters.to)) : undefined,
  );
}

const NEWEST_FIRST = [desc(markChanges.changedAt), desc(markChanges.id)];

/** The company's grade and attendance changes, newest first, filtered (administrators). */
export async function listMarkChanges(
  db: Db,
  ctx: Ctx,
  query: MarkChangeListQuery,
): Promise<Page<MarkChange>> {
  const where = changeWhere(ctx, query);
  const [rows, counted] = await Promise.all([
    selectChanges(db, changeSources(db, ctx))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(markChanges).where(where)),
  ]);
  return { items: rows.map(toMarkChange), ...counted, page: query.page, pageSize: query.pageSize };
}

/** One page of the export: the rows after `last` (the first page without it), newest first. */
export function changePageQuery(
  db: Db,
  ctx: Ctx,
  filters: MarkChangeFilters,
  pageSize: number,
  last?: ChangeRow,
) {
  const where = changeWhere(ctx, filters);
  const after = last
    ? or(
        lt(markChanges.changedAt, sql`${last.changedAtKey}::timestamptz`),
        and(
          eq(markChanges.changedAt, sql`${last.changedAtKey}::timestamptz`),
          lt(markChanges.id, last.change.id),
        ),
      )
    : undefined;
  return selectChanges(db, changeSources(db, ctx))
    .where(and(where, after))
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize);
}

async function markHistory(
  db: Db,
  ctx: Ctx,
  target: SQL | undefined,
  studentId: string,
): Promise<MarkHistory> {
  if (!(await findCompanyStudent(db, ctx, studentId))) throw notFound();
  const rows = await selectChanges(db, changeSources(db, ctx))
    .where(and(eq(markChanges.companyId, ctx.companyId), eq(markChanges.studentId, studentId), target))
    .orderBy(...NEWEST_FIRST)
    .limit(MARK_HISTORY_LIMIT);
  return { items: rows.map(toMarkChange) };
}

/** One learner's grade changes for one evaluation (teacher of the course or administrator). */
export async function getGradeHistory(
  db: Db,
  ctx: Ctx,
  evaluationId: string,
  studentId: string,
): Promise<MarkHistory> {
  const evaluation = await getEvaluation(db, ctx, evaluationId);
  return markHistory(
    db,
    ctx,
    and(eq(markChanges.kind, "grade"), eq(markChanges.evaluationId, evaluation.id)),
    studentId,
  );
}

/** One learner's attendance changes at one slot (teacher of the course or administrator). */
export async function getAttendanceHistory(
  db: Db,
  ctx: Ctx,
  slotId: string,
  studentId: string,
): Promise<MarkHistory> {
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  return markHistory(
    db,
    ctx,
    and(eq(markChanges.kind, "attendance"), eq(markChanges.slotId, slot.id)),
    studentId,
  );
}
