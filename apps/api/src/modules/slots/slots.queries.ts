import type { Page } from "@campus/contracts/common";
import { COUNT_CAP } from "@campus/contracts/common";
import type {
  LiveSlots,
  Slot,
  SlotDetail,
  SlotList,
  SlotListQuery,
  SlotMineQuery,
  SlotStatus,
} from "@campus/contracts/slots";
import { LIVE_SLOTS_MAX } from "@campus/contracts/slots";
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { slotFiles, slots } from "../../db/schema/index.ts";
import { callerTeacherAndCourseIds } from "../../platform/access/course-access.ts";
import { requireSlotAccess, slotListCourseIds, slotListScope } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { parisDayStart } from "../../platform/paris-time.ts";
import { countSlotAttendance } from "../roll-counts/index.ts";
import { allowedStatuses } from "./slots.access.ts";
import { MAX_SLOT_MS, selectSlots, toSlot, toSlotFile } from "./slots.rows.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function range(from: string | undefined, to: string | undefined): SQL[] {
  return [
    from ? gt(slots.endsAt, new Date(from)) : undefined,
    to ? lt(slots.startsAt, new Date(to)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The company's slots (a teacher: those of the courses they teach), paged and filtered. The
 * `upcoming` period puts the proposals waiting for validation first, then the slots from today on;
 * `past` keeps those started before today. An administrator's range over `slots_company_start`; a
 * teacher's are read course by course (`slotsOfCourses`).
 */
export async function listSlots(db: Db, clock: Clock, ctx: Ctx, query: SlotListQuery): Promise<Page<Slot>> {
  const today = parisDayStart(clock.now());
  const filters = and(
    eq(slots.companyId, ctx.companyId),
    query.courseId ? eq(slots.courseId, query.courseId) : undefined,
    query.teacherId ? eq(slots.teacherId, query.teacherId) : undefined,
    query.status ? eq(slots.status, query.status) : undefined,
    ...range(query.from, query.to),
    query.period === "upcoming" ? gte(slots.startsAt, today) : undefined,
    query.period === "past" ? lt(slots.startsAt, today) : undefined,
  );
  const byStart =
    query.sort === "-startsAt"
      ? [desc(slots.startsAt), desc(slots.id)]
      : [asc(slots.startsAt), asc(slots.id)];
  const order =
    query.period === "upcoming" ? [sql`(${slots.status} = 'proposed') desc`, ...byStart] : byStart;
  const offset = (query.page - 1) * query.pageSize;
  const courseIds = slotListCourseIds(db, ctx);
  const [rows, counted] = await Promise.all([
    courseIds
      ? selectSlots(db, ctx)
          .where(
            and(
              eq(slots.companyId, ctx.companyId),
              pageOfCourses(courseIds, filters, order, { offset, limit: query.pageSize }),
            ),
          )
          .orderBy(...order)
      : selectSlots(db, ctx)
          .where(filters)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offset),
    cappedTotal(
      db,
      courseIds
        ? sql`select 1 from unnest(array(${courseIds})) as course(id) cross join lateral (
            select 1 from ${slots} where ${slots.courseId} = course.id and ${filters} limit ${COUNT_CAP + 1}) as of_course`
        : db.select({ one: sql`1` }).from(slots).where(filters),
    ),
  ]);
  return {
    items: rows.map(toSlot),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * SQL: the slot is on the page (`offset`, `limit`, in `order`) of the slots matching `condition` of the
 * courses of the subquery `courseIds` (read first, an init plan), each course read on its own (course,
 * start) index. As `course_id = any(…)` beside the company's filter, the planner walked the company's
 * slots by start and kept the teacher's (10,000 rows read for a page of 25 among 200,000). The courses'
 * slots are disjoint: the first `offset + limit` of each hold those of all, and only the page's are
 * then joined to their names. The lateral subquery is a scan of `slots` named `slots`, so that
 * `condition` and `order` name its columns inside as outside.
 */
function pageOfCourses(
  courseIds: SQLWrapper,
  condition: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
): SQL {
  const orderBy = sql.join(order, sql`, `);
  return sql`${slots.id} in (select ${slots.id} from unnest(array(${courseIds})) as course(id) cross join lateral (
    select ${slots.id}, ${slots.startsAt}, ${slots.status} from ${slots}
    where ${slots.courseId} = course.id and ${condition ?? sql`true`}
    order by ${orderBy} limit ${page.offset + page.limit}) as ${slots}
    order by ${orderBy} limit ${page.limit} offset ${page.offset})`;
}

/** One side of the caller's own slots: the condition that picks them among the rows matching `scope`. */
type OwnSlotBranch = (scope: SQL, limit: number) => SQL | undefined;

/**
 * The caller's own slots, as two conditions: as a teacher those they give (every status), as a student
 * those of the courses they follow, once validated (cancelled ones stay, so that the timetable shows
 * them). Each is read on its own index (teacher, start) or (course, start) and the two merged: an OR of
 * both made the planner walk every slot of the company in the window.
 */
async function ownSlotBranches(
  db: Executor,
  ctx: Ctx,
  studentStatuses: SlotStatus[],
  teacherStatuses?: SlotStatus[],
): Promise<OwnSlotBranch[]> {
  // Read first and given as values: an empty side is no branch at all, and the planner sees the ids.
  const { teacherIds, courseIds } = await callerTeacherAndCourseIds(db, ctx);
  const branches: OwnSlotBranch[] = [];
  if (teacherIds.length > 0) {
    const given = and(
      inArray(slots.teacherId, teacherIds),
      teacherStatuses ? inArray(slots.status, teacherStatuses) : undefined,
    );
    branches.push(() => given);
  }
  if (courseIds.length > 0) {
    const followed = inArray(slots.status, studentStatuses);
    branches.push((scope, limit) => firstOfCourses(courseIds, and(scope, followed), limit));
  }
  return branches;
}

/** The first `limit` of the caller's own slots matching `where`, by start: each branch, then merged. */
async function ownSlotRows(
  db: Executor,
  ctx: Ctx,
  branches: OwnSlotBranch[],
  where: SQL | undefined,
  limit: number,
) {
  const scope = and(eq(slots.companyId, ctx.companyId), where) as SQL;
  const parts = await Promise.all(
    branches.map((branch) =>
      selectSlots(db, ctx)
        .where(and(scope, branch(scope, limit)))
        .orderBy(asc(slots.startsAt), asc(slots.id))
        .limit(limit),
    ),
  );
  const byId = new Map(parts.flat().map((row) => [row.slot.id, row]));
  return [...byId.values()]
    .sort(
      (a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime() || a.slot.id.localeCompare(b.slot.id),
    )
    .slice(0, limit);
}

/**
 * SQL: the slot is one of the first `limit` matching `condition` of one of these courses, each course
 * read on its own (course, start) index. With `course_id in (…)` and a small limit, the planner walked
 * the company's slots by start until it found enough of the courses (1,200 rows for the next slot).
 * In the lateral subquery `slots` is its own scan, which `condition`'s columns then name.
 */
function firstOfCourses(courseIds: string[], condition: SQL | undefined, limit: number): SQL {
  // The ids come from the database (uuids): the array literal cannot be broken out of.
  const ids = `{${courseIds.join(",")}}`;
  return sql`${slots.id} in (select course_first.id from unnest(${ids}::uuid[]) as course(id) cross join lateral (
    select ${slots.id} from ${slots} where ${slots.courseId} = course.id and ${condition ?? sql`true`}
    order by ${slots.startsAt}, ${slots.id} limit ${limit}) as course_first)`;
}

/** The signed-in user's timetable: a student's from their enrolments, a teacher's own slots. */
export async function listMySlots(db: Db, clock: Clock, ctx: Ctx, query: SlotMineQuery): Promise<SlotList> {
  const now = clock.now().getTime();
  const from = query.from ? new Date(query.from) : new Date(now - 30 * DAY_MS);
  const to = query.to ? new Date(query.to) : new Date(now + 60 * DAY_MS);
  if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > 367 * DAY_MS) {
    throw new AppError("VALIDATION", { field: "to", message: "Choisissez une période d'au plus un an." });
  }
  const rows = await ownSlotRows(
    db,
    ctx,
    await ownSlotBranches(db, ctx, ["validated", "held", "cancelled"]),
    and(
      gt(slots.startsAt, new Date(from.getTime() - MAX_SLOT_MS)),
      gt(slots.endsAt, from),
      lt(slots.startsAt, to),
      query.courseId ? eq(slots.courseId, query.courseId) : undefined,
    ),
    2000,
  );
  return { items: rows.map(toSlot) };
}

/** The running slots and the next one of the signed-in student or teacher (validated or held only). */
export async function getLiveSlots(db: Db, clock: Clock, ctx: Ctx): Promise<LiveSlots> {
  const now = clock.now();
  const mine = await ownSlotBranches(db, ctx, ["validated", "held"], ["validated", "held"]);
  // One read for both: the slots not yet over, by start. The running ones come first, then the next.
  const rows = await ownSlotRows(
    db,
    ctx,
    mine,
    and(gt(slots.startsAt, new Date(now.getTime() - MAX_SLOT_MS)), gt(slots.endsAt, now)),
    LIVE_SLOTS_MAX + 1,
  );
  const isRunning = (row: (typeof rows)[number]) => row.slot.startsAt.getTime() <= now.getTime();
  const live = rows.filter(isRunning).slice(0, LIVE_SLOTS_MAX);
  let next = rows.find((row) => !isRunning(row));
  // More running slots than the answer holds: the next one is read on its own.
  if (!next && live.length === LIVE_SLOTS_MAX)
    [next] = await ownSlotRows(db, ctx, mine, gt(slots.startsAt, now), 1);
  return { live: live.map(toSlot), next: next ? toSlot(next) : null };
}

/** One slot with its files, its attendance counts (staff) and what the caller may do with it. */
export async function getSlot(db: Executor, clock: Clock, ctx: Ctx, id: string): Promise<SlotDetail> {
  const access = await requireSlotAccess(db, ctx, id, "read");
  // Sequential: inside a transaction the queries share one connection.
  const [row] = await selectSlots(db, ctx).where(eq(slots.id, id));
  if (!row) throw notFound();
  const files = await db
    .select()
    .from(slotFiles)
    .where(eq(slotFiles.slotId, id))
    .orderBy(asc(slotFiles.createdAt), asc(slotFiles.id));
  const counts = access.canEdit ? await countSlotAttendance(db, access.slot) : null;
  return {
    ...toSlot(row),
    files: files.map(toSlotFile),
    attendance: counts,
    canEdit: access.canEdit,
    allowedStatuses: access.canEdit ? allowedStatuses(access, clock.now()) : [],
    createdAt: access.slot.createdAt.toISOString(),
    updatedAt: access.slot.updatedAt.toISOString(),
  };
}

/**
 * Slots the caller manages, by their ids, as lists show them: one query for a page of slots (the proof
 * bundle's sheets). Another company's id, or a slot the caller does not manage, is left out.
 */
export async function listManagedSlots(db: Executor, ctx: Ctx, ids: string[]): Promise<Slot[]> {
  if (ids.length === 0) return [];
  const rows = await selectSlots(db, ctx).where(
    and(eq(slots.companyId, ctx.companyId), inArray(slots.id, ids), slotListScope(db, ctx)),
  );
  return rows.map(toSlot);
}
