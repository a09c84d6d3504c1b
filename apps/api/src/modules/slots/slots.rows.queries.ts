import type { Slot, SlotFile, SlotMode, SlotStatus } from "@campus/contracts/slots";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slotFiles, slots } from "../../db/schema/index.ts";
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
  return db
    .select({
      id: slots.id,
      courseId: slots.courseId,
      startsAt: slots.startsAt,
      endsAt: slots.endsAt,
      status: slots.status,
    })
    .from(slots)
    .where(eq(slots.companyId, companyId))
    .as("slot_times");
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
