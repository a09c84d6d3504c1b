// The messages as every feature may use them (keys, the unread count): import them from here.

export { CONVERSATIONS_KEY, MESSAGES_KEY, THREADS_KEY, UNREAD_COUNT_KEY } from "./keys.ts";
export { useUnreadCount } from "./unread-count.ts";
