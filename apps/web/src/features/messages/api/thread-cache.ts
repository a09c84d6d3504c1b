import type { ChatMessage, ConversationThread, MessagePage } from "@campus/contracts/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { CONVERSATIONS_KEY } from "../../../entities/messages/index.ts";
import { threadQueryKey } from "./thread.ts";
import { threadMessagesQueryKey } from "./thread-messages.ts";

type ThreadPages = InfiniteData<MessagePage, string | undefined>;

/** Puts a message just sent at the bottom of its thread (the first page holds the newest), once. */
export function addMessageToThread(client: QueryClient, userId: string, message: ChatMessage) {
  client.setQueryData<ThreadPages>(threadMessagesQueryKey(userId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
  });
}

/** After a send: the message joins its thread, the thread and the conversation list refresh. */
export function onMessageSent(client: QueryClient, userId: string, message: ChatMessage) {
  addMessageToThread(client, userId, message);
  void client.invalidateQueries({ queryKey: threadQueryKey(userId), exact: true });
  return client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
}

/** The other person's messages of a thread as read, once the server has marked them. */
export function markThreadRead(client: QueryClient, userId: string) {
  client.setQueryData<ConversationThread>(threadQueryKey(userId), (thread) =>
    thread ? { ...thread, unreadCount: 0 } : thread,
  );
  client.setQueryData<ThreadPages>(threadMessagesQueryKey(userId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.isMine || item.isRead ? item : { ...item, isRead: true })),
          })),
        }
      : data,
  );
}
