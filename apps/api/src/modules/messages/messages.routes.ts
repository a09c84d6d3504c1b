import { unreadCountSchema } from "@campus/contracts/auth";
import {
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
import { type Module, plainJsonSerializer, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { sendAnnouncement } from "./messages.announce.ts";
import { CHAT_FILE_TYPES, openAttachment, sendAttachment } from "./messages.attachments.ts";
import { getThread, listContacts } from "./messages.contacts.ts";
import { listConversations, listMessages } from "./messages.queries.ts";
import { markAllRead, markConversationRead } from "./messages.read.ts";
import { sendMessage } from "./messages.send.ts";
import { UnreadCounts } from "./messages.unread-cache.ts";

const tags = ["messagerie"];
const params = userIdParamSchema;
/**
 * Messaging writes change nobody's access: the sessions cached in the process stay (see
 * permissions.ts), where any other write drops the caller's (everyone's, for an administrator).
 */
const sessionsKept = { keepsSessions: true };

export const messagesRoutes: Module = (app, { db, bus, blobs, clock, config }) => {
  const deps = { db, bus, clock };
  const unread = new UnreadCounts(db, bus, clock, { ttlMs: config.sessionCacheMs });
  app.addHook("onClose", async () => unread.close());
  const uploadRules = {
    maxBytes: Math.min(config.uploadMaxBytes, CHAT_FILE_MAX_BYTES),
    accept: CHAT_FILE_TYPES,
    invalidTypeMessage: CHAT_MESSAGES.invalidFile,
  };

  app.get(
    "/api/messages/unread-count",
    // Asked by every page: from memory (messages.unread-cache.ts), written without zod's encoding, and
    // never compressed (a dozen bytes, under the threshold: no compression hooks either).
    {
      schema: { tags, response: { 200: unreadCountSchema } },
      serializerCompiler: plainJsonSerializer,
      compress: false,
    },
    (request, reply) => {
      const ctx = requireCtx(request);
      const kept = unread.kept(ctx);
      if (kept === undefined) return unread.get(ctx).then((count) => ({ count }));
      reply.send({ count: kept });
    },
  );

  app.get(
    "/api/conversations",
    { schema: { tags, querystring: conversationListQuerySchema, response: { 200: conversationPageSchema } } },
    (request) => listConversations(db, requireCtx(request), request.query),
  );

  app.post(
    "/api/conversations/read-all",
    { schema: { tags, response: { 200: unreadCountSchema } }, config: sessionsKept },
    async (request) => {
      const ctx = requireCtx(request);
      const answer = await markAllRead(deps, ctx);
      unread.drop(ctx.userId);
      return answer;
    },
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
    {
      schema: { tags, params, body: sendMessageBodySchema, response: { 201: chatMessageSchema } },
      config: sessionsKept,
    },
    async (request, reply) => {
      const message = await sendMessage(deps, requireCtx(request), request.params.userId, {
        body: request.body.text,
      });
      unread.drop(request.params.userId);
      return reply.status(201).send(message);
    },
  );

  app.post(
    "/api/conversations/with/:userId/read",
    { schema: { tags, params, response: { 200: unreadCountSchema } }, config: sessionsKept },
    async (request) => {
      const ctx = requireCtx(request);
      const answer = await markConversationRead(deps, ctx, request.params.userId);
      unread.drop(ctx.userId);
      return answer;
    },
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
        body: sendMessageBodySchema,
        response: { 201: announcementResultSchema },
      },
      config: sessionsKept,
    },
    async (request, reply) => {
      const result = await sendAnnouncement(deps, requireCtx(request), request.params.id, request.body.text);
      unread.clear();
      return reply.status(201).send(result);
    },
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/conversations/with/:userId/attachments",
      { schema: { tags, params, response: { 201: chatMessageSchema } }, config: sessionsKept },
      async (request, reply) => {
        const receive = uploadReceiver(request, blobs, uploadRules);
        const message = await sendAttachment(
          { ...deps, blobs },
          requireCtx(request),
          request.params.userId,
          receive,
        );
        unread.drop(request.params.userId);
        return reply.status(201).send(message);
      },
    );
  });
};
