import { unreadCountSchema } from "@campus/contracts/auth";
import type { Module } from "../../platform/fastify.ts";

export const messagesRoutes: Module = (app) => {
  // Messaging is a later issue: until conversations exist nobody has an unread message.
  app.get(
    "/api/messages/unread-count",
    { schema: { tags: ["messagerie"], response: { 200: unreadCountSchema } } },
    async () => ({ count: 0 }),
  );
};
