import { z } from "zod";
import { text } from "./common.ts";
import { roleSchema } from "./role-schema.ts";

/*
 * Messagerie: one conversation per pair of people of a company, created by its first message.
 *
 * Routes (declared in ./chat.endpoints.ts; all answer 404 for a person, conversation, message or course the caller may not see, or of
 * another company; lists are keyset-paged: pass back `nextCursor` as `cursor` / `before`, null = the end):
 *
 *   GET  /api/conversations?cursor&search&unread&limit       → ConversationPage (latest activity first)
 *   GET  /api/conversations/with/:userId                     → ConversationThread (creates nothing)
 *   GET  /api/conversations/with/:userId/messages?before&limit → MessagePage (NEWEST FIRST, ≤ 50)
 *   POST /api/conversations/with/:userId/messages {text}     → 201 ChatMessage
 *   POST /api/conversations/with/:userId/attachments         → 201 ChatMessage (multipart: one field
 *        `file`, ≤ CHAT_FILE_MAX_BYTES, type checked on its bytes; the message has no text: send the words
 *        as a separate message)
 *   GET  /api/messages/:id/attachment                        → the file (the two participants only)
 *   POST /api/conversations/with/:userId/read                → { count } (the caller's new unread count);
 *        the screen calls it when it opens or shows a thread (reading the messages marks nothing)
 *   POST /api/conversations/read-all                         → { count: 0 } ("Tout marquer comme lu")
 *   GET  /api/contacts?search&cursor&limit                   → ContactPage (people the caller may write to)
 *   POST /api/courses/:id/announcements {text}               → 201 AnnouncementResult (teacher of the course
 *        or administrator: one message to every enrolled student, in each one's conversation with the sender)
 *   GET  /api/messages/unread-count                          → { count } (conversations with unread messages)
 *
 * Who may write to whom (CHAT_RULES): a student → the teachers of their courses and the company's
 * administrators (admin, superadmincom); a teacher → the students of their courses, the other teachers
 * and the administrators; an administrator → anyone of the company. Never another company. Once a
 * conversation exists, both people may read it and answer in it even if the rule would not let them
 * start it (a student answering an administrator, a teacher no longer on the course).
 *
 * Live events (see ./events.ts): a message publishes message.created to both participants and
 * unread.changed to the recipient; reading publishes conversation.read to the other participant and
 * unread.changed to the reader; an announcement publishes unread.changed to its recipients only (refetch
 * the list and any open thread with the sender on it).
 */

/** Longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Messages (an announcement counts as one) a person may send per minute. */
export const MESSAGES_PER_MINUTE = 30;
/** Largest attachment, in bytes. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Most messages per thread page. */
export const THREAD_PAGE_MAX = 50;
/** Longest excerpt of the last message in the conversation list. */
export const EXCERPT_LENGTH = 140;

/** Who may start a conversation with whom: see the comment at the top of this file. */
export const CHAT_RULES = {
  student: "Les professeurs de vos cours et l'administration",
  teacher: "Les apprenants de vos cours, les autres professeurs et l'administration",
  admin: "Toutes les personnes de votre organisme",
} as const;

export const CHAT_MESSAGES = {
  tooMany: "Vous envoyez trop de messages. Réessayez dans une minute.",
  empty: "Le message ne peut pas être vide.",
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères.`,
  /** The header dropdown's default description of an item (spec, Header). */
  newMessage: "Nouveau message",
  invalidFile:
    "Type de fichier non accepté : envoyez un PDF, une image (PNG, JPEG, GIF, WebP), un document Office (docx, xlsx, pptx, odt…) ou un texte UTF-8.",
  announcementSent: (count: number) =>
    count === 0
      ? "Aucun apprenant inscrit à ce cours : aucun message envoyé."
      : `Annonce envoyée à ${count} apprenant${count > 1 ? "s" : ""}.`,
} as const;

/** A message's text: plain text (never HTML, shown as typed), 1–5000 characters after trimming. */
export const messageTextSchema = text()
  .trim()
  .min(1, { error: CHAT_MESSAGES.empty })
  .max(MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong });

const cursor = text().min(1).max(200);
const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const search = text().trim().max(100).optional();
/** A page read by keyset: pass `nextCursor` back for the next page; null when this is the last. */
const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: text().nullable() });

/** Someone one can write to, or the other person of a conversation. `role`: their highest role. */
export const chatPersonSchema = z.object({
  id: text(),
  firstname: text(),
  lastname: text(),
  displayName: text(),
  photoUrl: text().nullable(),
  role: roleSchema,
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const userIdParamSchema = z.object({ userId: z.uuid() });
export const messageIdParamSchema = z.object({ id: z.uuid() });
export const courseIdParamSchema = z.object({ id: z.uuid() });

// ---- Conversation list -------------------------------------------------------------------------

export const conversationListQuerySchema = z.object({
  cursor: cursor.optional(),
  /** Over the other person's names and the conversation's messages. */
  search,
  /** `true`: only conversations with unread messages (the header's dropdown). */
  unread: z.enum(["true", "false"]).optional(),
  limit: limit(50, 20),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationListItemSchema = z.object({
  id: text(),
  other: chatPersonSchema,
  /** The start of the last message (EXCERPT_LENGTH characters); "" for an attachment alone. */
  lastMessageExcerpt: text(),
  /** The last message's attachment name, if any. */
  lastMessageAttachmentName: text().nullable(),
  /** ISO 8601, UTC. */
  lastMessageAt: text(),
  /** Messages the caller has not read in it. */
  unreadCount: z.number().int().min(0),
  lastMessageIsMine: z.boolean(),
  /** Whether the last message was read by its recipient. */
  lastMessageIsRead: z.boolean(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

/** `nextCursor` goes back as `cursor`. */
export const conversationPageSchema = cursorPageOf(conversationListItemSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

// ---- One thread ------------------------------------------------------------------------------

/** The conversation with one person (GET …/with/:userId): nothing is created by reading it. */
export const conversationThreadSchema = z.object({
  /** Null until the first message. */
  conversationId: text().nullable(),
  other: chatPersonSchema,
  unreadCount: z.number().int().min(0),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const chatAttachmentSchema = z.object({
  name: text(),
  /** The content type found in the file's bytes. */
  type: text(),
  size: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: text(),
  conversationId: text(),
  authorId: text(),
  /** The author's name as shown (display name, or first and last name). */
  authorName: text(),
  isMine: z.boolean(),
  /** Plain text, as typed: render as text, never as HTML. "" for an attachment alone. */
  body: text(),
  /** ISO 8601, UTC. */
  createdAt: text(),
  isRead: z.boolean(),
  readAt: text().nullable(),
  /** Set on a teacher's announcement to a whole course. */
  isAnnouncement: z.boolean(),
  course: z.object({ id: text(), title: text() }).nullable(),
  /** Download at GET /api/messages/:id/attachment. */
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messageListQuerySchema = z.object({
  /** The `nextCursor` of the previous page: messages older than it. */
  before: cursor.optional(),
  limit: limit(THREAD_PAGE_MAX, 30),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A page of a thread, NEWEST FIRST; `nextCursor` fetches the older ones (null: the first message is here). */
export const messagePageSchema = cursorPageOf(chatMessageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/** A message's text: the body of a message, and of an announcement (one text to every student of a course). */
export const sendMessageBodySchema = z.object({ text: messageTextSchema });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

// ---- Contacts --------------------------------------------------------------------------------

export const contactListQuerySchema = z.object({
  cursor: cursor.optional(),
  search,
  limit: limit(50, 20),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactSchema = chatPersonSchema.extend({
  /** The courses linking the caller and this person (a student's teachers, a teacher's students). */
  courseTitles: z.array(text()),
  /** Their conversation, if it exists. */
  conversationId: text().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Ordered by last name, first name. */
export const contactPageSchema = cursorPageOf(contactSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;

// ---- Announcements ---------------------------------------------------------------------------

export const announcementResultSchema = z.object({
  courseId: text(),
  /** The students who received it (enrolled, with an account). */
  recipientCount: z.number().int().min(0),
});
export type AnnouncementResult = z.infer<typeof announcementResultSchema>;
