import { unreadCountSchema } from "@campus/contracts/auth";
import {
  announcementBodySchema,
  announcementResultSchema,
  CHAT_FILE_MAX_BYTES,
  CHAT_MESSAGES,
  chatMessageSchema,
  contactListQuerySchema,
  contactPageSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationThreadSchema,
  courseIdParamSchema,
  messageIdParamSchema,
  messageListQuerySchema,
  messagePageSchema,
  sendMessageBodySchema,
  userIdParamSchema,
} from "@campus/contracts/chat";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendBlob } from "../../platform/downloads.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { sendAnnouncement } from "./messages.announce.ts";
import { CHAT_FILE_TYPES, openAttachment, sendAttachment } from "./messages.attachments.ts";
import { getThread, listContacts } from "./messages.contacts.ts";
import { countUnreadConversations, listConversations, listMessages } from "./messages.queries.ts";
import { markAllRead, markConversationRead } from "./messages.read.ts";
import { sendMessage } from "./messages.send.ts";

const tags = ["messagerie"];
const params = userIdParamSchema;

export const messagesRoutes: Module = (app, { db, bus, blobs, clock, config }) => {
  const deps = { db, bus, clock };
  const uploadRules = {
    maxBytes: Math.min(config.uploadMaxBytes, CHAT_FILE_MAX_BYTES),
    accept: CHAT_FILE_TYPES,
    invalidTypeMessage: CHAT_MESSAGES.invalidFile,
  };

  app.get(
    "/api/messages/unread-count",
    { schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => {
      const ctx = requireCtx(request);
      return { count: await countUnreadConversations(db, ctx.companyId, ctx.userId) };
    },
  );

  app.get(
    "/api/conversations",
    { schema: { tags, querystring: conversationListQuerySchema, response: { 200: conversationPageSchema } } },
    (request) => listConversations(db, requireCtx(request), request.query),
  );

  app.post(
    "/api/conversations/read-all",
    { schema: { tags, response: { 200: unreadCountSchema } } },
    (request) => markAllRead(deps, requireCtx(request)),
  );

  app.get(
    "/api/conversations/with/:userId",
    { schema: { tags, params, response: { 200: conversationThreadSchema } } },
    (request) => getThread(db, requireCtx(request), request.params.userId),
  );

  app.get(
    "/api/conversations/with/:userId/messages",
    { schema: { tags, params, querystring: messageListQuerySchema, response: { 200: messagePageSchema } } },
    (request) => listMessages(db, requireCtx(request), request.params.userId, request.query),
  );

  app.post(
    "/api/conversations/with/:userId/messages",
    { schema: { tags, params, body: sendMessageBodySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendMessage(deps, requireCtx(request), request.params.userId, { body: request.body.text }),
        ),
  );

  app.post(
    "/api/conversations/with/:userId/read",
    { schema: { tags, params, response: { 200: unreadCountSchema } } },
    (request) => markConversationRead(deps, requireCtx(request), request.params.userId),
  );

  app.get(
    "/api/messages/:id/attachment",
    { schema: { tags, params: messageIdParamSchema } },
    async (request, reply) =>
      sendBlob(request, reply, await openAttachment(db, blobs, requireCtx(request), request.params.id)),
  );

  app.get(
    "/api/contacts",
    { schema: { tags, querystring: contactListQuerySchema, response: { 200: contactPageSchema } } },
    (request) => listContacts(db, requireCtx(request), request.query),
  );

  app.post(
    "/api/courses/:id/announcements",
    {
      schema: {
        tags,
        params: courseIdParamSchema,
        body: announcementBodySchema,
        response: { 201: announcementResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendAnnouncement(deps, requireCtx(request), request.params.id, request.body.text)),
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/conversations/with/:userId/attachments",
      { schema: { tags, params, response: { 201: chatMessageSchema } } },
      async (request, reply) => {
        const receive = uploadReceiver(request, blobs, uploadRules);
        const message = await sendAttachment(
          { ...deps, blobs },
          requireCtx(request),
          request.params.userId,
          receive,
        );
        return reply.status(201).send(message);
      },
    );
  });
};
