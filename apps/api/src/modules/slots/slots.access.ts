import { SLOT_TRANSITIONS, type SlotStatus } from "@campus/contracts/slots";
import type { SlotAccess } from "../../platform/access/slot-access.ts";

/** The status moves the caller may make on this slot now. */
export function allowedStatuses(access: SlotAccess, now: Date): SlotStatus[] {
  return SLOT_TRANSITIONS.filter(
    (rule) =>
      rule.from === access.slot.status &&
      (rule.by === "admin" ? access.isAdmin : access.isAdmin || access.isSlotTeacher) &&
      (rule.to !== "held" || access.slot.startsAt.getTime() <= now.getTime()),
  ).map((rule) => rule.to);
}
