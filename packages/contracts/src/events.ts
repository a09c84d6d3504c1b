import { z } from "zod";

/**
 * The live events a browser receives on `GET /api/events` (Server-Sent Events: `id:`, `event:` the type,
 * `data:` the JSON below). Later areas add their types here. The server's bus also carries internal
 * types (`session.revoked`, apps/api/src/platform/events/) that never reach a browser.
 */
export const liveEventSchemas = {
  /** A message was written in one of the user's conversations. */
  "message.created": z.object({ conversationId: z.uuid(), messageId: z.uuid(), authorId: z.uuid() }),
  /** Someone read a conversation: the author's messages there are now read. */
  "conversation.read": z.object({ conversationId: z.uuid(), readerId: z.uuid() }),
  /** The user's number of unread conversations (the header bell). */
  "unread.changed": z.object({ count: z.number().int().min(0) }),
  /** Events were missed and cannot be replayed: refetch what is on screen. */
  resync: z.object({}),
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];

/** `GET /api/events`: a reconnecting browser sends the last `id:` it received. */
export const liveStreamHeadersSchema = z.object({ "last-event-id": z.string().max(40).optional() });
