import { z } from "zod";

/** What happened to a slot, for `slot.changed`: moved is a change of its times, room or teacher. */
/** How a slot changed; `validated`: a teacher's proposal accepted, now on its students' timetables. */
export const SLOT_CHANGES = ["created", "moved", "updated", "cancelled", "status", "validated"] as const;
export type SlotChange = (typeof SLOT_CHANGES)[number];

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
  /** A slot of the user's timetable was created, moved, changed or cancelled: refetch the calendar and the live banner. */
  "slot.changed": z.object({ slotId: z.uuid(), courseId: z.uuid(), change: z.enum(SLOT_CHANGES) }),
  /** A student signed a slot's attendance (their phone or the teacher's screen): refetch its roll call. */
  "attendance.signed": z.object({ slotId: z.uuid(), studentId: z.uuid() }),
  /** Events were missed and cannot be replayed: refetch what is on screen. */
  resync: z.object({}),
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];

/** `GET /api/events`: a reconnecting browser sends the last `id:` it received. */
export const liveStreamHeadersSchema = z.object({ "last-event-id": z.string().max(40).optional() });
