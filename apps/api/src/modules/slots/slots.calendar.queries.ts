// The slots of a period as the calendar, its feed and its exports read them (the calendar module asks
// these through the slots module's index.ts).
import type { CalendarEvent, CalendarQuery } from "@campus/contracts/calendar";
import { CALENDAR_MESSAGES } from "@campus/contracts/calendar";
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { courseIdsOfCohort, courseTitles, courseTitlesOf } from "../course-links/index.ts";
import { teacherNames, teacherNamesOf } from "../teacher-cards/index.ts";
import { toSlotEvent } from "./slots.rows.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most slots one calendar answer holds (a month of a busy company's administrator). */
export const CALENDAR_MAX_ROWS = 3000;

type Filters = Pick<CalendarQuery, "teacherId" | "courseId" | "cohortId" | "room" | "status">;

/** SQL: the optional filters of the calendar and the exports. */
export function filterSlots(db: Executor, ctx: Ctx, filters: Filters): (SQL | undefined)[] {
  return [
    filters.teacherId ? eq(slots.teacherId, filters.teacherId) : undefined,
    filters.courseId ? eq(slots.courseId, filters.courseId) : undefined,
    filters.room ? sql`lower(${slots.room}) = lower(${filters.room})` : undefined,
    filters.status ? eq(slots.status, filters.status) : undefined,
    filters.cohortId
      ? inArray(slots.courseId, courseIdsOfCohort(db, ctx.companyId, filters.cohortId))
      : undefined,
  ];
}

/** Checks a period: its end after its start, and at most `maxDays` long. */
export function assertPeriod(from: Date, to: Date, maxDays: number, tooLong: string): void {
  if (to.getTime() <= from.getTime()) {
    throw new AppError("VALIDATION", { field: "to", message: CALENDAR_MESSAGES.rangeInverted });
  }
  if (to.getTime() - from.getTime() > maxDays * DAY_MS) {
    throw new AppError("VALIDATION", { field: "to", message: tooLong });
  }
}

/** A slot's own columns an event shows. */
const eventColumns = {
  id: slots.id,
  courseId: slots.courseId,
  teacherId: slots.teacherId,
  startsAt: slots.startsAt,
  endsAt: slots.endsAt,
  room: slots.room,
  mode: slots.mode,
  videoLink: slots.videoLink,
  status: slots.status,
  homework: slots.homework,
};

/**
 * The columns the calendar, the feed and the exports use, with the course's titles and the teacher's name:
 * no report, no file count (one slot is one index entry and one heap row, nothing more).
 */
function selectCalendarRows(db: Executor, ctx: Ctx) {
  const course = courseTitles(db, ctx.companyId);
  const teacher = teacherNames(db, ctx.companyId);
  return db
    .select({
      ...eventColumns,
      sequence: slots.sequence,
      updatedAt: slots.updatedAt,
      courseTitle: course.title,
      courseThematicTitle: course.thematicTitle,
      teacherFirstname: teacher.firstname,
      teacherLastname: teacher.lastname,
    })
    .from(slots)
    .innerJoin(course, eq(course.id, slots.courseId))
    .leftJoin(teacher, eq(teacher.id, slots.teacherId));
}
export type CalendarRow = Awaited<ReturnType<ReturnType<typeof selectCalendarRows>["execute"]>>[number];

type Period = Filters & { from: Date; to: Date };

/** SQL: the visible slots overlapping a period, filtered. */
function inPeriod(db: Executor, ctx: Ctx, query: Period, visible: SQL | undefined): SQL | undefined {
  return and(
    eq(slots.companyId, ctx.companyId),
    gt(slots.endsAt, query.from),
    lt(slots.startsAt, query.to),
    // The start is bounded below too (a slot lasts at most 12 hours): the index range stays narrow.
    gt(slots.startsAt, new Date(query.from.getTime() - DAY_MS)),
    visible,
    ...filterSlots(db, ctx, query),
  );
}

/** The visible slots overlapping a period, filtered, in order of start: one query. */
export function selectPeriodSlots(
  db: Executor,
  ctx: Ctx,
  query: Period,
  limit: number,
  visible: SQL | undefined,
) {
  return selectCalendarRows(db, ctx)
    .where(inPeriod(db, ctx, query, visible))
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(limit);
}

/**
 * The calendar's events of a period: the slots' own columns only, then the titles of their courses
 * and the names of their teachers (a few rows each). A week of a whole company is 1,300 slots: the
 * joined titles and names repeated on every row doubled the time spent reading them.
 */
export async function periodEvents(
  db: Executor,
  ctx: Ctx,
  query: Period,
  visible: SQL | undefined,
  limit = CALENDAR_MAX_ROWS,
): Promise<CalendarEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(slots)
    .where(inPeriod(db, ctx, query, visible))
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(limit);
  const courseIds = [...new Set(rows.map((row) => row.courseId))];
  const teacherIds = [...new Set(rows.flatMap((row) => (row.teacherId ? [row.teacherId] : [])))];
  const [courseRows, teacherRows] = await Promise.all([
    courseIds.length === 0 ? [] : courseTitlesOf(db, ctx.companyId, courseIds),
    teacherIds.length === 0 ? [] : teacherNamesOf(db, ctx.companyId, teacherIds),
  ]);
  const courseOf = new Map(courseRows.map((course) => [course.id, course]));
  const teacherOf = new Map(teacherRows.map((teacher) => [teacher.id, teacher]));
  return rows.flatMap((row) => {
    const course = courseOf.get(row.courseId);
    if (!course) return [];
    const teacher = row.teacherId ? teacherOf.get(row.teacherId) : undefined;
    return [
      toCalendarEvent({
        ...row,
        courseTitle: course.title,
        courseThematicTitle: course.thematicTitle,
        teacherFirstname: teacher?.firstname ?? null,
        teacherLastname: teacher?.lastname ?? null,
      }),
    ];
  });
}

type EventRow = Omit<CalendarRow, "sequence" | "updatedAt">;

export const toCalendarEvent = (row: EventRow): CalendarEvent => toSlotEvent(row, row);

/** The company's slots of a period counted per Paris day of their start (an administrator's overflow). */
export async function countSlotsPerDay(
  db: Executor,
  ctx: Ctx,
  period: { from: Date; to: Date },
): Promise<{ total: number; days: { day: string; count: number }[] }> {
  const day = sql<string>`to_char(${slots.startsAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
  const days = await db
    .select({ day, count: sql<number>`count(*)`.mapWith(Number) })
    .from(slots)
    .where(inPeriod(db, ctx, period, undefined))
    .groupBy(day)
    .orderBy(day);
  return { total: days.reduce((sum, { count }) => sum + count, 0), days };
}
