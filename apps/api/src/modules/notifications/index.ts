// What the other modules may use of the notifications module: import it from here, never from its files.
export {
  type DigestTimetableChange,
  listUnreadTimetableChanges,
} from "./notifications.service.ts";
