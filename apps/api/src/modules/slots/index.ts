// What the other modules may use of the slots module: import it from here, never from its files.
export { getSlot, listManagedSlots } from "./slots.queries.ts";
export { slotTimes, toSlotEvent } from "./slots.rows.queries.ts";
export { countProposedSlots, listTeacherDaySlots } from "./slots.summary.queries.ts";
