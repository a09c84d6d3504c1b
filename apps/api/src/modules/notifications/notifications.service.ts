import type { NotificationList } from "@campus/contracts/calendar";
import type { SlotChange } from "@campus/contracts/events";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { slotNotifications, slots } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { courseTitles } from "../courses/courses.links.ts";

/** How many alerts the header's list shows. */
const LIST_SIZE = 20;

/** The changes of a timetable worth an alert: a new slot, a move, a cancellation. */
const ALERTED: ReadonlySet<SlotChange> = new Set(["created", "moved", "cancelled"]);

/** Records, in one statement, the alert of a slot's change for each of these people. */
export async function recordSlotNotifications(
  tx: Executor,
  companyId: string,
  slotId: string,
  change: SlotChange,
  userIds: string[],
): Promise<void> {
  if (!ALERTED.has(change) || userIds.length === 0) return;
  await tx.insert(slotNotifications).values(userIds.map((userId) => ({ companyId, userId, slotId, change })));
}

/** The caller's latest alerts with the course and the start of their slot, and how many are unread. */
export async function listNotifications(db: Db, ctx: Ctx): Promise<NotificationList> {
  const course = courseTitles(db, ctx.companyId);
  const mine = and(eq(slotNotifications.companyId, ctx.companyId), eq(slotNotifications.userId, ctx.userId));
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: slotNotifications.id,
        slotId: slotNotifications.slotId,
        change: slotNotifications.change,
        createdAt: slotNotifications.createdAt,
        readAt: slotNotifications.readAt,
        startsAt: slots.startsAt,
        courseTitle: course.title,
      })
      .from(slotNotifications)
      .innerJoin(
        slots,
        and(eq(slots.companyId, slotNotifications.companyId), eq(slots.id, slotNotifications.slotId)),
      )
      .innerJoin(course, eq(course.id, slots.courseId))
      .where(mine)
      .orderBy(desc(slotNotifications.createdAt), desc(slotNotifications.id))
      .limit(LIST_SIZE),
    db
      .select({ n: sql<number>`count(*)` })
      .from(slotNotifications)
      .where(and(mine, isNull(slotNotifications.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      slotId: row.slotId,
      change: row.change as SlotChange,
      courseTitle: row.courseTitle,
      startsAt: row.startsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    })),
    unread: Number(unread?.n ?? 0),
  };
}

/** Marks all the caller's alerts read. */
export async function markNotificationsRead(db: Db, clock: Clock, ctx: Ctx): Promise<void> {
  await db
    .update(slotNotifications)
    .set({ readAt: clock.now() })
    .where(
      and(
        eq(slotNotifications.companyId, ctx.companyId),
        eq(slotNotifications.userId, ctx.userId),
        isNull(slotNotifications.readAt),
      ),
    );
}
