/** Every messaging query starts with this key: a live event or a send refreshes them by prefix. */
export const MESSAGES_KEY = ["messages"] as const;
export const UNREAD_COUNT_KEY = [...MESSAGES_KEY, "unread-count"] as const;
export const CONVERSATIONS_KEY = [...MESSAGES_KEY, "conversations"] as const;
export const THREADS_KEY = [...MESSAGES_KEY, "thread"] as const;
