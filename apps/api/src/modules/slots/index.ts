// What the other modules may use of the slots module: import it from here, never from its files.

export {
  assertPeriod,
  countSlotsPerDay,
  periodEvents,
  selectPeriodSlots,
  toCalendarEvent,
} from "./slots.calendar.queries.ts";
export { type CountedSlots, countedSlotPage, countedSlots } from "./slots.counted.queries.ts";
export { getSlot, listManagedSlots } from "./slots.queries.ts";
export { slotTimes, taughtSlotTimes } from "./slots.rows.queries.ts";
export { listSlotFileRows, markMissingSlotFiles } from "./slots.stored-files.service.ts";
export { countProposedSlots, listTeacherDaySlots } from "./slots.summary.queries.ts";
