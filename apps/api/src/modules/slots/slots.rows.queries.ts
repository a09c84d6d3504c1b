import { hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import type { Slot, SlotFile, SlotMode, SlotStatus } from "@campus/contracts/slots";
import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slotFiles, slots } from "../../db/schema/index.ts";
import { callerTeaches, isAdministrator } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { courseTitles } from "../course-links/index.ts";
import { namedTeacher, teacherNames } from "../teacher-cards/index.ts";

export type SlotRow = typeof slots.$inferSelect;

/**
 * A séance lasts at most this long (the booking refuses longer): the reads of the slots running at
 * some instant bound their start by it, which keeps them on the start's index.
 */
export const MAX_SLOT_MS = 12 * 60 * 60 * 1000;

/** Slot rows with their course, teacher name and file count: one query whatever the number of rows. */
export function selectSlots(db: Executor, ctx: Ctx) {
  const course = courseTitles(db, ctx.companyId);
  const teacher = teacherNames(db, ctx.companyId);
  return db
    .select({
      slot: slots,
      courseTitle: course.title,
      courseThematicTitle: course.thematicTitle,
      teacherFirstname: teacher.firstname,
      teacherLastname: teacher.lastname,
      fileCount:
        sql<number>`(select count(*) from ${slotFiles} where ${slotFiles.slotId} = ${slots.id})`.mapWith(
          Number,
        ),
    })
    .from(slots)
    .innerJoin(course, eq(course.id, slots.courseId))
    .leftJoin(teacher, eq(teacher.id, slots.teacherId));
}
type JoinedSlot = Awaited<ReturnType<ReturnType<typeof selectSlots>["execute"]>>[number];

/**
 * Subquery: the company's slots' course and times, for the modules that filter or order their own
 * rows by them (absences): join it on `id`.
 */
export function slotTimes(db: Executor, companyId: string) {
  return db.select(SLOT_TIME_COLUMNS).from(slots).where(eq(slots.companyId, companyId)).as("slot_times");
}

const SLOT_TIME_COLUMNS = {
  id: slots.id,
  courseId: slots.courseId,
  startsAt: slots.startsAt,
  endsAt: slots.endsAt,
  status: slots.status,
};

/**
 * `slotTimes` of the calling teacher's own slots (of their courses, not cancelled, starting within
 * `from`–`to`), newest first, for the absences list to be walked slot by slot, each slot's absences read
 * by key: through the company's absences newest first, a teacher's page read every absence of the other
 * teachers' courses until it had 25 of theirs (15,000 rows read at 20,000 students, issue 42). Undefined
 * for anyone else (an administrator walks the company's absences, a student their own).
 */
export function taughtSlotTimes(db: Executor, ctx: Ctx, period: { from?: string; to?: string }) {
  if (isAdministrator(ctx) || !hasTeacherRole(ctx.roles) || hasStudentRole(ctx.roles)) return undefined;
  return (
    db
      .select(SLOT_TIME_COLUMNS)
      .from(slots)
      .where(
        and(
          eq(slots.companyId, ctx.companyId),
          callerTeaches(db, ctx, slots.courseId),
          ne(slots.status, "cancelled"),
          period.from ? gte(slots.startsAt, new Date(period.from)) : undefined,
          period.to ? lt(slots.startsAt, new Date(period.to)) : undefined,
        ),
      )
      // Its order also keeps it apart (a sorted subquery is never merged into the outer query), so
      // that the slots are walked in that order and a page stops early.
      .orderBy(desc(slots.startsAt), asc(slots.id))
      .as("slot_times")
  );
}

type EventField =
  | "id"
  | "courseId"
  | "teacherId"
  | "startsAt"
  | "endsAt"
  | "room"
  | "mode"
  | "videoLink"
  | "status"
  | "homework";

/** A slot as the calendars show it (the slot without its report and files), with its course and teacher names. */
export function toSlotEvent(
  slot: Pick<SlotRow, EventField>,
  names: Pick<JoinedSlot, "courseTitle" | "courseThematicTitle" | "teacherFirstname" | "teacherLastname">,
): Omit<Slot, "report" | "fileCount"> {
  return {
    id: slot.id,
    course: { id: slot.courseId, title: names.courseTitle, thematicTitle: names.courseThematicTitle },
    teacher: namedTeacher(slot.teacherId, names.teacherFirstname, names.teacherLastname),
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    room: slot.room,
    mode: slot.mode as SlotMode,
    videoLink: slot.videoLink,
    status: slot.status as SlotStatus,
    homework: slot.homework,
  };
}

export function toSlot(row: JoinedSlot): Slot {
  return { ...toSlotEvent(row.slot, row), report: row.slot.report, fileCount: row.fileCount };
}

export function toSlotFile(row: typeof slotFiles.$inferSelect): SlotFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
  };
}
