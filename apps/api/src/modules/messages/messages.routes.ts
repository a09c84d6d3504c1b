import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGES } from "@campus/contracts/chat";
import { CHAT_ENDPOINTS } from "@campus/contracts/chat.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { sendBlob } from "../../platform/downloads.ts";
import { type Module, plainJsonSerializer } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS, uploadReceiver } from "../../platform/uploads.ts";
import { sendAnnouncement } from "./messages.announce.service.ts";
import { CHAT_FILE_TYPES, openAttachment, sendAttachment } from "./messages.attachments.service.ts";
import { getThread, listContacts } from "./messages.contacts.queries.ts";
import { listConversations, listMessages } from "./messages.queries.ts";
import { markAllRead, markConversationRead } from "./messages.read.service.ts";
import { sendMessage } from "./messages.send.service.ts";
import { UnreadCounts } from "./messages.unread.cache.ts";

/**
 * Messaging writes change nobody's access: the sessions cached in the process stay (see
 * permissions.ts), where any other write drops the caller's (everyone's, for an administrator).
 */
const sessionsKept = { keepsSessions: true };

export const messagesRoutes: Module = async (app, { db, bus, blobs, clock, config }) => {
  const deps = { db, bus, clock };
  const unread = new UnreadCounts(db, bus, clock, { ttlMs: config.sessionCacheMs });
  app.addHook("onClose", async () => unread.close());
  const uploadRules = {
    maxBytes: Math.min(config.uploadMaxBytes, CHAT_FILE_MAX_BYTES),
    accept: CHAT_FILE_TYPES,
    invalidTypeMessage: CHAT_MESSAGES.invalidFile,
  };
  const route = await routesOf(app, CHAT_ENDPOINTS);

  route.getUnreadCount(
    (request) => {
      const ctx = requireCtx(request);
      const kept = unread.kept(ctx);
      if (kept === undefined) return unread.get(ctx).then((count) => ({ count }));
      return { count: kept };
    },
    // Asked by every page: from memory (messages.unread.cache.ts), written without zod's encoding, and
    // never compressed (a dozen bytes, under the threshold: no compression hooks either).
    { serializerCompiler: plainJsonSerializer, compress: false },
  );

  route.listConversations((request) => listConversations(db, requireCtx(request), request.query));

  route.markAllRead(
    async (request) => {
      const ctx = requireCtx(request);
      const answer = await markAllRead(deps, ctx);
      unread.drop(ctx.userId);
      return answer;
    },
    { config: sessionsKept },
  );

  route.getThread((request) => getThread(db, requireCtx(request), request.params.userId));

  route.listMessages((request) =>
    listMessages(db, requireCtx(request), request.params.userId, request.query),
  );

  route.sendMessage(
    async (request) => {
      const message = await sendMessage(deps, requireCtx(request), request.params.userId, {
        body: request.body.text,
      });
      unread.drop(request.params.userId);
      return message;
    },
    { config: sessionsKept },
  );

  route.markConversationRead(
    async (request) => {
      const ctx = requireCtx(request);
      const answer = await markConversationRead(deps, ctx, request.params.userId);
      unread.drop(ctx.userId);
      return answer;
    },
    { config: sessionsKept },
  );

  route.openAttachment(async (request, reply) =>
    sendBlob(request, reply, await openAttachment(db, blobs, requireCtx(request), request.params.id)),
  );

  route.listContacts((request) => listContacts(db, requireCtx(request), request.query));

  route.sendAnnouncement(
    async (request) => {
      const result = await sendAnnouncement(deps, requireCtx(request), request.params.id, request.body.text);
      unread.clear();
      return result;
    },
    { config: sessionsKept },
  );

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    route.within(plugin).sendAttachment(
      async (request) => {
        const receive = uploadReceiver(request, blobs, uploadRules);
        const message = await sendAttachment(
          { ...deps, blobs },
          requireCtx(request),
          request.params.userId,
          receive,
        );
        unread.drop(request.params.userId);
        return message;
      },
      { config: sessionsKept },
    );
  });
};
