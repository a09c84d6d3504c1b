import { endpoints, schemasOf } from "./endpoint.ts";
import { STAFF_ROLES } from "./roles.ts";

const chat = schemasOf(() => import("./chat.ts"));
const auth = schemasOf(() => import("./auth.ts"));
const params = chat("userIdParamSchema");
const unreadCount = auth("unreadCountSchema");

/**
 * The messaging routes with who may call them (the services check the rest: who may write to whom).
 * What each one answers: see the comment at the top of ./chat.ts.
 */
export const CHAT_ENDPOINTS = endpoints("messagerie", {
  getUnreadCount: {
    method: "GET",
    path: "/api/messages/unread-count",
    access: "authenticated",
    response: unreadCount,
  },
  listConversations: {
    method: "GET",
    path: "/api/conversations",
    access: "authenticated",
    query: chat("conversationListQuerySchema"),
    response: chat("conversationPageSchema"),
  },
  markAllRead: {
    method: "POST",
    path: "/api/conversations/read-all",
    access: "authenticated",
    response: unreadCount,
  },
  getThread: {
    method: "GET",
    path: "/api/conversations/with/:userId",
    access: "authenticated",
    params,
    response: chat("conversationThreadSchema"),
  },
  listMessages: {
    method: "GET",
    path: "/api/conversations/with/:userId/messages",
    access: "authenticated",
    params,
    query: chat("messageListQuerySchema"),
    response: chat("messagePageSchema"),
  },
  sendMessage: {
    method: "POST",
    path: "/api/conversations/with/:userId/messages",
    access: "authenticated",
    params,
    body: chat("sendMessageBodySchema"),
    response: chat("chatMessageSchema"),
    status: 201,
  },
  sendAttachment: {
    method: "POST",
    path: "/api/conversations/with/:userId/attachments",
    access: "authenticated",
    kind: "upload",
    params,
    response: chat("chatMessageSchema"),
    status: 201,
  },
  markConversationRead: {
    method: "POST",
    path: "/api/conversations/with/:userId/read",
    access: "authenticated",
    params,
    response: unreadCount,
  },
  openAttachment: {
    method: "GET",
    path: "/api/messages/:id/attachment",
    access: "authenticated",
    kind: "file",
    params: chat("messageIdParamSchema"),
  },
  listContacts: {
    method: "GET",
    path: "/api/contacts",
    access: "authenticated",
    query: chat("contactListQuerySchema"),
    response: chat("contactPageSchema"),
  },
  sendAnnouncement: {
    method: "POST",
    path: "/api/courses/:id/announcements",
    access: STAFF_ROLES,
    params: chat("courseIdParamSchema"),
    body: chat("sendMessageBodySchema"),
    response: chat("announcementResultSchema"),
    status: 201,
  },
});
