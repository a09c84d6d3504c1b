import { and, asc, eq, gt, gte, inArray, lt, notInArray, or, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slots } from "../../db/schema/index.ts";

// The slots a record of what was done counts (the proof bundle's sheets and certificates): those that
// took place or are planned, of some courses, begun within a period and before an instant.

export interface CountedSlots {
  /** Subquery (one column, for `in`): the courses. */
  courseIds: SQLWrapper;
  /** The period's bounds as instants (`to` excluded), or null: every slot. */
  range: { from: Date; to: Date } | null;
  /** Only the slots begun before it (a slot to come proves nothing). */
  before: Date;
}

/** SQL: the counted slots of the company, never the proposals nor the cancelled. */
function countedWhere(companyId: string, counted: CountedSlots) {
  return and(
    eq(slots.companyId, companyId),
    notInArray(slots.status, ["cancelled", "proposed"]),
    inArray(slots.courseId, counted.courseIds),
    counted.range ? gte(slots.startsAt, counted.range.from) : undefined,
    counted.range ? lt(slots.startsAt, counted.range.to) : undefined,
    lt(slots.startsAt, counted.before),
  );
}

/** Subquery: the counted slots' course and times, to join on `courseId` or `id`. */
export function countedSlots(db: Executor, companyId: string, counted: CountedSlots) {
  return db
    .select({ id: slots.id, courseId: slots.courseId, startsAt: slots.startsAt, endsAt: slots.endsAt })
    .from(slots)
    .where(countedWhere(companyId, counted))
    .as("counted_slots");
}

/** A page of the counted slots in time order, those after `after` (keyset on start and id). */
export function countedSlotPage(
  db: Executor,
  companyId: string,
  counted: CountedSlots,
  after: { startsAt: Date; id: string } | null,
  size: number,
): Promise<{ id: string; startsAt: Date }[]> {
  return db
    .select({ id: slots.id, startsAt: slots.startsAt })
    .from(slots)
    .where(
      and(
        countedWhere(companyId, counted),
        after
          ? or(
              gt(slots.startsAt, after.startsAt),
              and(eq(slots.startsAt, after.startsAt), gt(slots.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(size);
}
