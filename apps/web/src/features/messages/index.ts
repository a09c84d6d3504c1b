// What the app shell may use of the messages: the unread count of the header's popover.
export { useUnreadCount } from "./api/unread-count.ts";
