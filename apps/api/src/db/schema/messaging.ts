import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { courses } from "./school.ts";
import { companyId, companyKey, companyRowKey, createdAt, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/** A conversation between two people of one company; the pair is stored ordered (low < high). */
export const conversations = pgTable(
  "conversations",
  {
    ...companyRowKey(),
    userLowId: uuid("user_low_id").notNull(),
    userHighId: uuid("user_high_id").notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestampTz("last_message_at").notNull().defaultNow(),
    lastMessageId: uuid("last_message_id"),
  },
  (t) => [
    unique("conversations_pair").on(t.companyId, t.userLowId, t.userHighId),
    companyKey("conversations", t),
    sameCompanyRef("conversations_user_low_fk", t, t.userLowId, users).onDelete("cascade"),
    sameCompanyRef("conversations_user_high_fk", t, t.userHighId, users).onDelete("cascade"),
  ],
);

/**
 * One participant's side of a conversation: what their list shows and their read state. Listing and the
 * unread count read only this table (one row per person and conversation).
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id").notNull(),
    userId: uuid("user_id").notNull(),
    companyId: companyId(),
    otherUserId: uuid("other_user_id").notNull(),
    lastMessageAt: timestampTz("last_message_at").notNull().defaultNow(),
    unreadCount: integer("unread_count").notNull().default(0),
    lastReadAt: timestampTz("last_read_at"),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The list's keyset (last_message_at desc, conversation_id desc) read in index order.
    index("conversation_members_list").on(t.userId, t.lastMessageAt.desc(), t.conversationId.desc()),
    index("conversation_members_unread").on(t.userId).where(sql`${t.unreadCount} > 0`),
    sameCompanyRef("conversation_members_conversation_fk", t, t.conversationId, conversations).onDelete(
      "cascade",
    ),
    sameCompanyRef("conversation_members_user_fk", t, t.userId, users).onDelete("cascade"),
    sameCompanyRef("conversation_members_other_fk", t, t.otherUserId, users).onDelete("cascade"),
  ],
);

/** A message; `courseId` is set on a teacher's announcement to a whole course (one copy per student). */
export const messages = pgTable(
  "messages",
  {
    ...companyRowKey(),
    conversationId: uuid("conversation_id").notNull(),
    authorId: uuid("author_id").notNull(),
    body: text("body").notNull(),
    courseId: uuid("course_id"),
    /** The blob store key of the attached file, with its checked type, name and size. */
    attachmentKey: text("attachment_key"),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentSize: bigint("attachment_size", { mode: "number" }),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestampTz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_thread").on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index("messages_body_trgm").using("gin", sql`${t.body} gin_trgm_ops`),
    // The sending rate limit counts the author's messages of the last minute.
    index("messages_author_recent").on(t.authorId, t.createdAt),
    // Marking a conversation read finds its unread messages without walking the whole thread.
    index("messages_unread").on(t.conversationId).where(sql`not ${t.isRead}`),
    sameCompanyRef("messages_conversation_fk", t, t.conversationId, conversations).onDelete("cascade"),
    sameCompanyRef("messages_author_fk", t, t.authorId, users).onDelete("cascade"),
    // ON DELETE SET NULL ("course_id") in the migration: the company stays.
    sameCompanyRef("messages_course_fk", t, t.courseId, courses).onDelete("set null"),
  ],
);

/** The live events, kept a while so that a reconnecting stream gets what it missed (`Last-Event-ID`). */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    userIds: uuid("user_ids").array().notNull(),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("live_events_users").using("gin", t.userIds), index("live_events_created").on(t.createdAt)],
);
