import type { CalendarEvent } from "@campus/contracts/calendar";
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { courseTeachers, enrolments, slots, teachers } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { notFound } from "../errors.ts";
import {
  callerEnrolled,
  callerTeacherIds,
  callerTeaches,
  courseScope,
  isAdministrator,
  isCallerStudent,
  taughtCourseIds,
} from "./course-access.ts";

// Who sees and changes which class slot. The slots list: administrators every slot of the company,
// a teacher those of the courses they teach. A calendar: administrators the company's; anyone else the
// slots they teach, those of the courses they teach and those of the courses they follow (once no
// longer a proposal). One slot: see `requireSlotAccess`. Anything outside answers 404.

/** Administrators see and book every slot of the company, for any teacher of the course. */
export const seesEverySlot = (ctx: Ctx): boolean => isAdministrator(ctx);

/** SQL limiting the slots list to the slots the caller manages; undefined: every slot of the company. */
export const slotListScope = (db: Executor, ctx: Ctx): SQL | undefined =>
  courseScope(db, ctx, "manage", slots.courseId);

/**
 * Subquery: the courses whose slots the caller manages (the slots list's scope as a list of courses),
 * for a list read course by course on `slots_course_start`; undefined: every course of the company.
 */
export const slotListCourseIds = (db: Executor, ctx: Ctx) =>
  seesEverySlot(ctx) ? undefined : taughtCourseIds(db, ctx);

export interface SlotAccess {
  slot: typeof slots.$inferSelect;
  isAdmin: boolean;
  /** The caller teaches the slot's course. */
  teachesCourse: boolean;
  /** The caller is the slot's teacher (or, for a slot without teacher, teaches its course). */
  isSlotTeacher: boolean;
  /** The caller may change the slot, its files and its attendance. */
  canEdit: boolean;
}

/**
 * One slot of the caller's company with what the caller may do with it. `read`: administrators,
 * teachers of the course, and students enrolled in it (once the slot is no longer a mere proposal);
 * `manage`: administrators and teachers of the course. Anyone else gets 404.
 */
export async function requireSlotAccess(
  db: Executor,
  ctx: Ctx,
  slotId: string,
  mode: "read" | "manage",
  options: { lock?: boolean } = {},
): Promise<SlotAccess> {
  const base = db
    .select({
      slot: slots,
      teachesCourse: callerTeaches(db, ctx, slots.courseId).mapWith(Boolean),
      enrolled: callerEnrolled(db, ctx, slots.courseId).mapWith(Boolean),
      ownsSlot: sql<boolean>`${inArray(slots.teacherId, callerTeacherIds(db, ctx))}`.mapWith(Boolean),
    })
    .from(slots)
    .where(and(eq(slots.id, slotId), eq(slots.companyId, ctx.companyId)));
  const [row] = options.lock ? await base.for("update") : await base;
  if (!row) throw notFound();
  const isAdmin = seesEverySlot(ctx);
  const canEdit = isAdmin || row.teachesCourse;
  const studentMay = row.enrolled && row.slot.status !== "proposed";
  if (mode === "manage" ? !canEdit : !canEdit && !studentMay) throw notFound();
  return {
    slot: row.slot,
    isAdmin,
    teachesCourse: row.teachesCourse,
    isSlotTeacher: row.ownsSlot || (row.slot.teacherId === null && row.teachesCourse),
    canEdit,
  };
}

/** A calendar (`calendar`) or a personal feed (`own`: not the taught courses' slots). */
export type SightScope = "calendar" | "own";

/**
 * Whose slots the caller sees: the whole company's (an administrator's calendar), or those given by
 * their teacher records (`own`), those of the courses they teach (`taught`, calendar only) and those of
 * the courses they follow once no longer a mere proposal (`followed`).
 */
export type SlotSight = "company" | { own: string[]; taught: string[]; followed: string[] };

/** The caller's sight: their records and courses, read in one small query. */
export async function slotSight(db: Executor, ctx: Ctx, scope: SightScope = "calendar"): Promise<SlotSight> {
  if (seesEverySlot(ctx) && scope === "calendar") return "company";
  const teacherIds = callerTeacherIds(db, ctx);
  const rows = await unionAll(
    db
      .select({ kind: sql<string>`'teacher'`.as("kind"), id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.companyId, ctx.companyId), eq(teachers.userId, ctx.userId))),
    db
      .select({ kind: sql<string>`'taught'`.as("kind"), id: courseTeachers.courseId })
      .from(courseTeachers)
      .where(and(eq(courseTeachers.companyId, ctx.companyId), inArray(courseTeachers.teacherId, teacherIds))),
    db
      .select({ kind: sql<string>`'followed'`.as("kind"), id: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.companyId, ctx.companyId), isCallerStudent(db, ctx, enrolments.studentId))),
  );
  const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return {
    own: ids("teacher"),
    taught: scope === "calendar" ? ids("taught") : [],
    followed: ids("followed"),
  };
}

/**
 * SQL: the slots in sight. The ids are put in the condition as values: each arm of the OR then uses
 * its own index (teacher, start) or (course, start), where subqueries made PostgreSQL walk the
 * company's whole period and filter it (38,700 rows read for a teacher's feed of 223 slots among 200,000).
 */
function sightSql(sight: SlotSight): SQL | undefined {
  if (sight === "company") return undefined;
  const arms = [
    sight.own.length > 0 ? inArray(slots.teacherId, sight.own) : undefined,
    sight.taught.length > 0 ? inArray(slots.courseId, sight.taught) : undefined,
    sight.followed.length > 0
      ? and(inArray(slots.courseId, sight.followed), ne(slots.status, "proposed"))
      : undefined,
  ].filter((arm) => arm !== undefined);
  return arms.length > 0 ? or(...arms) : sql`false`;
}

/** The same rule as `sightSql`, for events already read. */
export function inSight(sight: SlotSight): (event: CalendarEvent) => boolean {
  if (sight === "company") return () => true;
  const own = new Set(sight.own);
  const taught = new Set(sight.taught);
  const followed = new Set(sight.followed);
  return (event) =>
    (event.teacher !== null && own.has(event.teacher.id)) ||
    taught.has(event.course.id) ||
    (followed.has(event.course.id) && event.status !== "proposed");
}

/** SQL: the slots the caller sees in a calendar (`calendar`) or in their feed (`own`: not the taught courses'). */
export async function slotVisibility(
  db: Executor,
  ctx: Ctx,
  scope: SightScope = "calendar",
): Promise<SQL | undefined> {
  return sightSql(await slotSight(db, ctx, scope));
}
