// What the other modules may use of the calendar module: import it from here, never from its files.
export { deleteCalendarFeedsOf } from "./calendar.erase.service.ts";
