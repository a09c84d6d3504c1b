import type { SlotChange } from "@campus/contracts/events";
import type { Executor } from "../../db/client.ts";
import { slotNotifications } from "../../db/schema/index.ts";

// The alerts of a timetable's changes as the slots module writes them; the notifications module lists
// them and marks them read. Here, below the slots module, so that it does not ask the notifications
// module (which reads the absence alerts too).

/** The changes of a timetable worth an alert: a new slot (or a proposal validated), a move, a cancellation. */
const ALERTED: ReadonlySet<SlotChange> = new Set(["created", "validated", "moved", "cancelled"]);

/** Records, in one statement, the alert of a slot's change for each of these people. */
export async function recordSlotNotifications(
  tx: Executor,
  companyId: string,
  slotId: string,
  change: SlotChange,
  userIds: string[],
  at: Date,
): Promise<void> {
  if (!ALERTED.has(change) || userIds.length === 0) return;
  await tx
    .insert(slotNotifications)
    .values(userIds.map((userId) => ({ companyId, userId, slotId, change, createdAt: at })));
}
