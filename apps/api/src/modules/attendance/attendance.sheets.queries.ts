import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance, attendanceSignatures } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { listManagedSlots } from "../slots/index.ts";
import { listCourseRoster } from "../student-cards/index.ts";
import { getUserNames } from "../users/index.ts";
import {
  groupSignatures,
  markAuthors,
  type RenderedSheet,
  renderSheet,
  rollCallItemOf,
  SIGNATURE_COLUMNS,
} from "./attendance.roll-call.service.ts";

// The signed sheets of a page of slots (the proof bundle): their slots, marks, signatures, rosters and
// names read together, a few queries a page instead of about ten a slot; each sheet is then rendered
// when asked for, exactly as `renderSlotSheet` renders one slot's.

/** A slot of the page and how to render its sheet. */
export type PreparedSheet<T> = T & { render: () => Promise<RenderedSheet> };

/** Groups rows by their slot id. */
function bySlot<T extends { slotId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.slotId);
    if (group) group.push(row);
    else groups.set(row.slotId, [row]);
  }
  return groups;
}

/**
 * Reads the data of the sheets of a page of slots (slots the caller manages; another company's or an
 * unmanaged one: 404) and answers each slot given with its sheet, rendered on demand.
 */
export async function prepareSlotSheets<T extends { id: string }>(
  db: Executor,
  clock: Clock,
  ctx: Ctx,
  page: T[],
  companyName: string,
): Promise<PreparedSheet<T>[]> {
  if (page.length === 0) return [];
  const slotIds = page.map((slot) => slot.id);
  // Sequential: inside a transaction the queries share one connection.
  const slotRows = await listManagedSlots(db, ctx, slotIds);
  const slotById = new Map(slotRows.map((slot) => [slot.id, slot]));
  if (slotIds.some((id) => !slotById.has(id))) throw notFound();
  const marks = bySlot(
    await db
      .select()
      .from(attendance)
      .where(and(eq(attendance.companyId, ctx.companyId), inArray(attendance.slotId, slotIds))),
  );
  const signatures = bySlot(
    await db
      .select({ slotId: attendanceSignatures.slotId, ...SIGNATURE_COLUMNS })
      .from(attendanceSignatures)
      .where(
        and(eq(attendanceSignatures.companyId, ctx.companyId), inArray(attendanceSignatures.slotId, slotIds)),
      ),
  );
  const rosters = new Map<string, Awaited<ReturnType<typeof listCourseRoster>>>();
  for (const slot of slotRows) {
    if (!rosters.has(slot.course.id))
      rosters.set(slot.course.id, await listCourseRoster(db, ctx, slot.course.id));
  }
  const names = await getUserNames(db, [
    ...new Set([
      ...markAuthors([...marks.values()].flat()),
      ...[...signatures.values()].flat().flatMap((row) => (row.studentId ? [] : [row.signedBy])),
    ]),
  ]);
  return page.map((given) => ({
    ...given,
    render: () => {
      const slotId = given.id;
      const slot = slotById.get(slotId);
      if (!slot) throw notFound();
      const signed = groupSignatures(signatures.get(slotId) ?? []);
      const signedAt = new Map([...signed.students].map(([studentId, row]) => [studentId, row.signedAt]));
      const itemOf = rollCallItemOf(marks.get(slotId) ?? [], signedAt, names);
      const items = (rosters.get(slot.course.id) ?? []).map(itemOf);
      return renderSheet(clock, { companyName, slot, items, signatures: signed, teacherNames: names });
    },
  }));
}
