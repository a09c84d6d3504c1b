// What the other modules may use of the timetable's changes: import it from here, never from its files.

export { deleteTimetableAlertsOf } from "./timetable-changes.erase.service.ts";
export { recordSlotNotifications } from "./timetable-changes.service.ts";
