import type {
  AssignmentDetail,
  AssignmentFileKind,
  AssignmentListQuery,
  AssignmentSummary,
} from "@campus/contracts/assignments";
import type { Page } from "@campus/contracts/common";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { assignmentBoxes, assignmentSubmissions } from "../../db/schema/index.ts";
import {
  type BoxAccess,
  type BoxRow,
  boxListScope,
  requireBox,
} from "../../platform/access/assignment-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { courseTitles, enrolledCount, findSlotTimes } from "../course-links/index.ts";
import { getEvaluation } from "../evaluations/index.ts";
import { effectiveDue, submissionState, toSubmission } from "./assignments.rows.queries.ts";
import { loadSubmissions } from "./assignments.submissions.service.ts";

// The reads of a box (its page, the lists); its writes are in assignments.boxes.service.ts.

export const MB = 1024 * 1024;

/** What a student may do with their files now: add (before the due date, or late if allowed), remove. */
export function studentRights(
  box: BoxRow,
  now: Date,
  sub: { extendedDueAt: Date | null; gradedAt: Date | null } | undefined,
) {
  const open = !box.archivedAt && now.getTime() >= box.opensAt.getTime() && !sub?.gradedAt;
  const beforeDue = now.getTime() <= effectiveDue(box, sub?.extendedDueAt).getTime();
  return { canSubmit: open && (beforeDue || box.allowLate), canRemoveFiles: open && beforeDue };
}

function detailOf(access: BoxAccess, summary: AssignmentSummary, extra: Partial<AssignmentDetail>) {
  const { box } = access;
  return {
    ...summary,
    instructions: box.instructions,
    slotId: box.slotId,
    slot: null,
    evaluationId: box.evaluationId,
    evaluationScale: null,
    acceptedKinds: box.acceptedKinds as AssignmentFileKind[],
    maxFileMb: Math.round(box.maxFileBytes / MB),
    maxFiles: box.maxFiles,
    canEdit: access.isStaff && !box.archivedAt,
    canSubmit: false,
    canRemoveFiles: false,
    mine: null,
    ...extra,
  } satisfies AssignmentDetail;
}

/** The slot a box is tied to (of the box's company), for its page. */
async function boxSlot(db: Db, ctx: Ctx, slotId: string | null) {
  if (!slotId) return null;
  const row = await findSlotTimes(db, ctx.companyId, slotId);
  return row
    ? { id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), room: row.room }
    : null;
}

/** A box for its staff (with the counts) or for an enrolled student (with their submission). */
export async function getBox(db: Db, clock: Clock, ctx: Ctx, id: string): Promise<AssignmentDetail> {
  const access = await requireBox(db, ctx, id, "read");
  const { box } = access;
  const now = clock.now();
  const slot = await boxSlot(db, ctx, box.slotId);
  const scale = box.evaluationId
    ? access.isStaff
      ? await getEvaluation(db, ctx, box.evaluationId).then(
          (e) => e.scale,
          () => 20,
        )
      : 20
    : 20;
  const base = {
    id: box.id,
    courseId: box.courseId,
    courseTitle: access.courseTitle,
    title: box.title,
    opensAt: box.opensAt.toISOString(),
    dueAt: box.dueAt.toISOString(),
    allowLate: box.allowLate,
    archived: Boolean(box.archivedAt),
  };
  if (access.isStaff) {
    const [counted] = await boxCounts(db, ctx, [box.id]);
    return detailOf(
      access,
      { ...base, myDueAt: base.dueAt, counts: counted?.counts ?? null, state: null },
      { slot, evaluationScale: box.evaluationId ? scale : null },
    );
  }
  const studentId = access.studentId ?? "";
  const { rows, files } = await loadSubmissions(db, ctx, box.id, [studentId]);
  const row = rows.get(studentId);
  const mine = toSubmission(
    box,
    { id: studentId, studentNumber: "", firstname: "", lastname: "", isArchived: false },
    row,
    files.get(studentId) ?? [],
  );
  return detailOf(
    access,
    { ...base, myDueAt: mine.dueAt, counts: null, state: submissionState(box, row) },
    { mine, slot, evaluationScale: box.evaluationId ? scale : null, ...studentRights(box, now, row) },
  );
}

/** Per box: enrolled students and how many handed in on time, late, were graded, are missing. */
async function boxCounts(db: Executor, ctx: Ctx, boxIds: string[]) {
  if (boxIds.length === 0) return [];
  const due = sql`coalesce(${assignmentSubmissions.extendedDueAt}, ${assignmentBoxes.dueAt})`;
  const rows = await db
    .select({
      id: assignmentBoxes.id,
      enrolled: enrolledCount(assignmentBoxes.courseId, ctx.companyId),
      graded: sql<number>`count(${assignmentSubmissions.gradedAt})`.mapWith(Number),
      submitted:
        sql<number>`count(*) filter (where ${assignmentSubmissions.gradedAt} is null and ${assignmentSubmissions.submittedAt} <= ${due})`.mapWith(
          Number,
        ),
      late: sql<number>`count(*) filter (where ${assignmentSubmissions.gradedAt} is null and ${assignmentSubmissions.submittedAt} > ${due})`.mapWith(
        Number,
      ),
    })
    .from(assignmentBoxes)
    .leftJoin(
      assignmentSubmissions,
      // The boxes' ids on the hand-ins' side too: the planner then reads the page's hand-ins from the
      // primary key, where it read every hand-in of every company to keep them (136,350 rows for 6,000,
      // issue 42); the boxes are the company's, and so are their hand-ins.
      and(eq(assignmentSubmissions.boxId, assignmentBoxes.id), inArray(assignmentSubmissions.boxId, boxIds)),
    )
    .where(and(eq(assignmentBoxes.companyId, ctx.companyId), inArray(assignmentBoxes.id, boxIds)))
    .groupBy(assignmentBoxes.id);
  return rows.map((row) => ({
    id: row.id,
    counts: {
      enrolled: row.enrolled,
      submitted: row.submitted,
      late: row.late,
      graded: row.graded,
      missing: Math.max(0, row.enrolled - row.submitted - row.late - row.graded),
    },
  }));
}

/**
 * The caller's boxes: staff those of the courses they manage (with counts), newest due date first;
 * a student those of their courses with their state, the most urgent first (not handed in, soonest due).
 */
export async function listBoxes(
  db: Db,
  ctx: Ctx,
  query: AssignmentListQuery,
): Promise<Page<AssignmentSummary>> {
  const scope = await boxListScope(db, ctx);
  const isStudent = scope.asStudent;
  const studentId = scope.studentId ?? "00000000-0000-0000-0000-000000000000";
  const filters: (SQL | undefined)[] = [
    eq(assignmentBoxes.companyId, ctx.companyId),
    scope.where,
    query.courseId ? eq(assignmentBoxes.courseId, query.courseId) : undefined,
    query.archived === "true"
      ? isNotNull(assignmentBoxes.archivedAt)
      : query.archived === "false"
        ? isNull(assignmentBoxes.archivedAt)
        : undefined,
    query.q ? ilike(assignmentBoxes.title, `%${query.q.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
  ];
  const where = and(...filters);
  const mine = db
    .select()
    .from(assignmentSubmissions)
    .where(
      and(eq(assignmentSubmissions.companyId, ctx.companyId), eq(assignmentSubmissions.studentId, studentId)),
    )
    .as("mine");
  const due = sql`coalesce(${mine.extendedDueAt}, ${assignmentBoxes.dueAt})`;
  const order = isStudent
    ? [
        asc(
          sql`case when ${assignmentBoxes.archivedAt} is null and ${mine.submittedAt} is null and ${mine.gradedAt} is null then 0 else 1 end`,
        ),
        asc(sql`case when ${mine.submittedAt} is null and ${mine.gradedAt} is null then ${due} end`),
        desc(due),
        asc(assignmentBoxes.id),
      ]
    : [desc(assignmentBoxes.dueAt), asc(assignmentBoxes.id)];
  const [total] = await db.select({ n: count() }).from(assignmentBoxes).where(where);
  const titles = courseTitles(db, ctx.companyId);
  const rows = await db
    .select({
      box: assignmentBoxes,
      courseTitle: titles.title,
      mine: { submittedAt: mine.submittedAt, extendedDueAt: mine.extendedDueAt, gradedAt: mine.gradedAt },
    })
    .from(assignmentBoxes)
    .innerJoin(titles, eq(titles.id, assignmentBoxes.courseId))
    .leftJoin(mine, eq(mine.boxId, assignmentBoxes.id))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts = isStudent
    ? []
    : await boxCounts(
        db,
        ctx,
        rows.map((row) => row.box.id),
      );
  const countsById = new Map(counts.map((entry) => [entry.id, entry.counts]));
  return {
    items: rows.map(({ box, courseTitle, mine: sub }) => ({
      id: box.id,
      courseId: box.courseId,
      courseTitle,
      title: box.title,
      opensAt: box.opensAt.toISOString(),
      dueAt: box.dueAt.toISOString(),
      myDueAt: effectiveDue(box, sub?.extendedDueAt).toISOString(),
      allowLate: box.allowLate,
      archived: Boolean(box.archivedAt),
      counts: isStudent ? null : (countsById.get(box.id) ?? null),
      state: isStudent ? submissionState(box, sub ?? undefined) : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
