import type { Slot } from "@campus/contracts/slots";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";

/** "24/11/2026". */
export const slotDay = (slot: Pick<Slot, "startsAt">) => formatDate(slot.startsAt);

/** "09:00 – 12:00". */
export const slotHours = (slot: Pick<Slot, "startsAt" | "endsAt">) =>
  formatTimeRange(slot.startsAt, slot.endsAt);

/** The room, or how the slot is held when it has none ("Distanciel"). */
export function slotPlace(slot: Pick<Slot, "room" | "mode">): string {
  if (slot.room) return slot.room;
  return slot.mode === "distanciel" ? "Distanciel" : "Salle à venir";
}
