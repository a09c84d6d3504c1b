import type { Notification, NotificationList } from "@campus/contracts/calendar";
import type { SlotChange } from "@campus/contracts/events";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { slotNotifications } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { listAbsenceAlertNotices, markAbsenceAlertNoticesRead } from "../absence-alerts/index.ts";
import { slotCourses } from "../course-links/index.ts";

/** How many alerts the header's list shows. */
const LIST_SIZE = 20;

/** SQL: an alert's slot (and its course), to join after the alerts. */
const alertedSlot = (slot: ReturnType<typeof slotCourses>) =>
  and(eq(slot.companyId, slotNotifications.companyId), eq(slot.slotId, slotNotifications.slotId));

/** SQL: the caller's alerts. */
const callerAlerts = (ctx: Ctx) =>
  and(eq(slotNotifications.companyId, ctx.companyId), eq(slotNotifications.userId, ctx.userId));

/**
 * The caller's latest alerts, newest first: the changes of their timetable (with the course and the
 * start of their slot) and the absence thresholds crossed; and how many are unread.
 */
export async function listNotifications(db: Db, ctx: Ctx): Promise<NotificationList> {
  const slot = slotCourses(db, ctx.companyId);
  const mine = callerAlerts(ctx);
  const [rows, [unread], absences] = await Promise.all([
    db
      .select({
        id: slotNotifications.id,
        slotId: slotNotifications.slotId,
        change: slotNotifications.change,
        createdAt: slotNotifications.createdAt,
        readAt: slotNotifications.readAt,
        startsAt: slot.startsAt,
        courseId: slot.courseId,
        courseTitle: slot.courseTitle,
      })
      .from(slotNotifications)
      .innerJoin(slot, alertedSlot(slot))
      .where(mine)
      .orderBy(desc(slotNotifications.createdAt), desc(slotNotifications.id))
      .limit(LIST_SIZE),
    db
      .select({ n: sql<number>`count(*)` })
      .from(slotNotifications)
      .where(and(mine, isNull(slotNotifications.readAt))),
    listAbsenceAlertNotices(db, ctx, LIST_SIZE),
  ]);
  const items: (Notification & { at: number })[] = [
    ...rows.map((row) => ({
      kind: "slot" as const,
      id: String(row.id),
      slotId: row.slotId,
      change: row.change as SlotChange,
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      startsAt: row.startsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
      at: row.createdAt.getTime(),
    })),
    ...absences.items.map((notice) => ({
      kind: "absence" as const,
      id: `absence-${notice.id}`,
      studentId: notice.studentId,
      alert: notice.kind,
      value: notice.value,
      studentName: notice.studentName,
      createdAt: notice.createdAt.toISOString(),
      isRead: notice.readAt !== null,
      at: notice.createdAt.getTime(),
    })),
  ];
  return {
    items: items
      .sort((a, b) => b.at - a.at)
      .slice(0, LIST_SIZE)
      .map(({ at: _at, ...item }) => item),
    unread: Number(unread?.n ?? 0) + absences.unread,
  };
}

/** Marks all the caller's alerts read. */
export async function markNotificationsRead(db: Db, clock: Clock, ctx: Ctx): Promise<void> {
  await db
    .update(slotNotifications)
    .set({ readAt: clock.now() })
    .where(and(callerAlerts(ctx), isNull(slotNotifications.readAt)));
  await markAbsenceAlertNoticesRead(db, clock, ctx);
}

/** An unread alert as the e-mail digest tells it. */
export interface DigestTimetableChange {
  userId: string;
  slotId: string;
  change: SlotChange;
  courseTitle: string;
  startsAt: Date;
}

/** How many alerts one digest lists per person (the most recent; the others are counted). */
export const DIGEST_CHANGES = 20;

/**
 * The unread alerts of the given people for the e-mail digest, in one query: each person's most recent
 * DIGEST_CHANGES with their slot's course and start, and `total`, how many they have unread.
 */
export async function listUnreadTimetableChanges(
  db: Db,
  userIds: string[],
): Promise<{ changes: DigestTimetableChange[]; totals: Map<string, number> }> {
  if (userIds.length === 0) return { changes: [], totals: new Map() };
  const slot = slotCourses(db);
  const ranked = db
    .select({
      userId: slotNotifications.userId,
      slotId: slotNotifications.slotId,
      change: slotNotifications.change,
      courseTitle: slot.courseTitle,
      startsAt: slot.startsAt,
      rank: sql<number>`row_number() over (partition by ${slotNotifications.userId} order by ${slotNotifications.createdAt} desc, ${slotNotifications.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${slotNotifications.userId})`.as("total"),
    })
    .from(slotNotifications)
    .innerJoin(slot, alertedSlot(slot))
    .where(and(inArray(slotNotifications.userId, userIds), isNull(slotNotifications.readAt)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, DIGEST_CHANGES))
    .orderBy(ranked.userId, ranked.rank);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.userId, Number(row.total));
  return {
    changes: rows.map((row) => ({
      userId: row.userId,
      slotId: row.slotId,
      change: row.change as SlotChange,
      courseTitle: row.courseTitle,
      startsAt: row.startsAt,
    })),
    totals,
  };
}
