import { SLOT_TRANSITIONS, type SlotStatus } from "@campus/contracts/slots";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";
import {
  callerEnrolled,
  callerTeacherIds,
  callerTeaches,
  isAdministrator,
} from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import type { SlotRow } from "./slots.rows.ts";

export interface SlotAccess {
  slot: SlotRow;
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
  const isAdmin = isAdministrator(ctx);
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

/** The status moves the caller may make on this slot now. */
export function allowedStatuses(access: SlotAccess, now: Date): SlotStatus[] {
  return SLOT_TRANSITIONS.filter(
    (rule) =>
      rule.from === access.slot.status &&
      (rule.by === "admin" ? access.isAdmin : access.isAdmin || access.isSlotTeacher) &&
      (rule.to !== "held" || access.slot.startsAt.getTime() <= now.getTime()),
  ).map((rule) => rule.to);
}
