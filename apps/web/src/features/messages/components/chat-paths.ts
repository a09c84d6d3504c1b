export const CHAT_PATH = "/dashboard/chat";
export const NEW_CHAT_PATH = "/dashboard/chat/new";

/** The thread with one person: `/dashboard/chat/{their user id}`. */
export const chatPath = (userId: string) => `${CHAT_PATH}/${encodeURIComponent(userId)}`;
