import type { SlotChange } from "@campus/contracts/events";
import { eq, inArray, or } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { teachingLinks } from "../course-links/index.ts";
import { enrolledStudentAccounts } from "../student-cards/index.ts";
import { teacherAccounts } from "../teacher-cards/index.ts";
import { recordSlotNotifications } from "../timetable-changes/index.ts";

/** What the slot writes need from the application's dependencies. */
export interface SlotDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
}

/** The slot as the event needs it: its course and its teacher before and after the write. */
interface ChangedSlot {
  id: string;
  courseId: string;
  teacherIds: (string | null)[];
  /** A proposal is not on the students' timetable yet: only its teachers are alerted. */
  isProposal?: boolean;
}

/**
 * slot.changed to everyone whose timetable holds the slot: the course's enrolled students with an
 * account, the course's teachers and the slot's teacher (before and after a change of teacher).
 * Published in the write's transaction, so it is seen only if the write commits. A creation, a move
 * or a cancellation is also kept as an alert (the header's list, the e-mail digest) for each of them
 * but the author of the change.
 */
export async function publishSlotChanged(
  tx: Executor,
  { bus, clock }: Pick<SlotDeps, "bus" | "clock">,
  ctx: Ctx,
  slot: ChangedSlot,
  change: SlotChange,
): Promise<void> {
  const slotTeachers = slot.teacherIds.filter((id): id is string => id !== null);
  const accounts = teacherAccounts(tx, ctx.companyId);
  const links = teachingLinks(tx, ctx.companyId);
  const courseTeacherIds = tx
    .select({ id: links.teacherId })
    .from(links)
    .where(eq(links.courseId, slot.courseId));
  const studentRows = await enrolledStudentAccounts(tx, ctx.companyId, slot.courseId);
  const teacherRows = await tx
    .selectDistinct({ userId: accounts.userId })
    .from(accounts)
    .where(
      or(
        inArray(accounts.id, courseTeacherIds),
        slotTeachers.length > 0 ? inArray(accounts.id, slotTeachers) : undefined,
      ),
    );
  const userIds = new Set<string>();
  for (const row of [...studentRows, ...teacherRows]) if (row.userId) userIds.add(row.userId);
  const alerted = new Set<string>();
  for (const row of slot.isProposal ? teacherRows : [...studentRows, ...teacherRows]) {
    if (row.userId && row.userId !== ctx.userId) alerted.add(row.userId);
  }
  if (alerted.size > 0)
    await recordSlotNotifications(tx, ctx.companyId, slot.id, change, [...alerted], clock.now());
  // Published even when nobody has an account to tell: the company's webhooks hear it (the bus's outbox).
  await bus.publish(tx, {
    companyId: ctx.companyId,
    userIds: [...userIds],
    type: "slot.changed",
    data: { slotId: slot.id, courseId: slot.courseId, change },
  });
}
