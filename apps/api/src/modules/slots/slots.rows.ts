import type { Slot, SlotFile, SlotMode, SlotStatus } from "@campus/contracts/slots";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
// biome-ignore lint/style/noRestrictedImports: reads courses, teachers inside its own statements (joins for names, filters or a set-based write); moving them behind the owners' query builders is still to do
import { courses, slotFiles, slots, teachers } from "../../db/schema/index.ts";

export type SlotRow = typeof slots.$inferSelect;

/** Slot rows with their course, teacher name and file count: one query whatever the number of rows. */
export function selectSlots(db: Executor) {
  return db
    .select({
      slot: slots,
      courseTitle: courses.title,
      courseThematicTitle: courses.thematicTitle,
      teacherFirstname: teachers.firstname,
      teacherLastname: teachers.lastname,
      fileCount:
        sql<number>`(select count(*) from ${slotFiles} where ${slotFiles.slotId} = ${slots.id})`.mapWith(
          Number,
        ),
    })
    .from(slots)
    .innerJoin(courses, eq(courses.id, slots.courseId))
    .leftJoin(teachers, eq(teachers.id, slots.teacherId));
}
type JoinedSlot = Awaited<ReturnType<ReturnType<typeof selectSlots>["execute"]>>[number];

export function toSlot(row: JoinedSlot): Slot {
  const { slot } = row;
  return {
    id: slot.id,
    course: { id: slot.courseId, title: row.courseTitle, thematicTitle: row.courseThematicTitle },
    teacher:
      slot.teacherId && row.teacherFirstname !== null
        ? { id: slot.teacherId, name: `${row.teacherFirstname} ${row.teacherLastname ?? ""}`.trim() }
        : null,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    room: slot.room,
    mode: slot.mode as SlotMode,
    videoLink: slot.videoLink,
    status: slot.status as SlotStatus,
    report: slot.report,
    homework: slot.homework,
    fileCount: row.fileCount,
  };
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
