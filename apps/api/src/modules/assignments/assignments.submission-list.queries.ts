import {
  DEFAULT_SUBMISSION_SORT,
  type HandInFilter,
  type SubmissionListQuery,
  type SubmissionPage,
} from "@campus/contracts/assignments";
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignmentSubmissions } from "../../db/schema/index.ts";
import { requireBox } from "../../platform/access/assignment-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { courseRoster } from "../student-cards/index.ts";
import { toSubmission } from "./assignments.rows.queries.ts";
import { loadSubmissions } from "./assignments.submissions.service.ts";

const s = assignmentSubmissions;

/**
 * Who handed in and who did not (staff of the box), in SQL: searched, filtered (handed in, late, nothing
 * handed in, or a state), sorted (newest hand-in first by default, nothing handed in last; or by name)
 * and paged, with each filter's count; then the page's files.
 */
export async function listSubmissions(
  db: Db,
  ctx: Ctx,
  boxId: string,
  query: SubmissionListQuery,
): Promise<SubmissionPage> {
  const { box } = await requireBox(db, ctx, boxId, "manage");
  const roster = courseRoster(db, ctx.companyId, box.courseId, query.q);
  const dueAt = sql`coalesce(${s.extendedDueAt}, ${box.dueAt.toISOString()}::timestamptz)`;
  const handIn: Record<HandInFilter, SQL> = {
    handedIn: sql`${s.submittedAt} is not null`,
    late: sql`${s.submittedAt} > ${dueAt}`,
    missing: sql`${s.submittedAt} is null`,
  };
  const submissionOf = and(eq(s.companyId, ctx.companyId), eq(s.boxId, box.id), eq(s.studentId, roster.id));
  const where = and(
    query.handIn ? handIn[query.handIn] : undefined,
    query.state ? stateSql(query.state, dueAt) : undefined,
  );
  const count = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        student: {
          id: roster.id,
          studentNumber: roster.studentNumber,
          firstname: roster.firstname,
          lastname: roster.lastname,
          isArchived: roster.isArchived,
        },
        submission: s,
      })
      .from(roster)
      .leftJoin(s, submissionOf)
      .where(where)
      .orderBy(...orderBy(query.sort ?? DEFAULT_SUBMISSION_SORT, roster))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        all: sql<number>`count(*)::int`,
        filtered: where ? count(where) : sql<number>`count(*)::int`,
        handedIn: count(handIn.handedIn),
        late: count(handIn.late),
        missing: count(handIn.missing),
      })
      .from(roster)
      .leftJoin(s, submissionOf),
  ]);
  const { files } = await loadSubmissions(
    db,
    ctx,
    box.id,
    rows.map((row) => row.student.id),
  );
  return {
    items: rows.map((row) =>
      toSubmission(box, row.student, row.submission ?? undefined, files.get(row.student.id) ?? []),
    ),
    total: counted?.filtered ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts: {
      all: counted?.all ?? 0,
      handedIn: counted?.handedIn ?? 0,
      late: counted?.late ?? 0,
      missing: counted?.missing ?? 0,
    },
  };
}

/** A state as submissionState (assignments.rows.queries.ts) decides it, in SQL. */
function stateSql(state: NonNullable<SubmissionListQuery["state"]>, dueAt: SQL): SQL | undefined {
  switch (state) {
    case "graded":
      return isNotNull(s.gradedAt);
    case "missing":
      return and(isNull(s.gradedAt), isNull(s.submittedAt));
    case "late":
      return and(isNull(s.gradedAt), sql`${s.submittedAt} > ${dueAt}`);
    case "submitted":
      return and(isNull(s.gradedAt), sql`${s.submittedAt} <= ${dueAt}`);
  }
}

function orderBy(sort: string, roster: ReturnType<typeof courseRoster>): SQL[] {
  const descending = sort.startsWith("-");
  const direction = descending ? desc : asc;
  const byName = [direction(roster.lastname), direction(roster.firstname), asc(roster.id)];
  if (sort.endsWith("lastname")) return byName;
  return [
    sql`${s.submittedAt} ${descending ? sql`desc` : sql`asc`} nulls last`,
    asc(roster.lastname),
    asc(roster.firstname),
    asc(roster.id),
  ];
}
