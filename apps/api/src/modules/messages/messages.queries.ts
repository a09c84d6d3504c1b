import {
  type ConversationListQuery,
  type ConversationPage,
  EXCERPT_LENGTH,
  type MessageListQuery,
  type MessagePage,
} from "@campus/contracts/chat";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { isAboveZero } from "../../db/code-constants.ts";
import { conversationMembers, conversations, messages } from "../../db/schema/messaging.ts";
import type { Ctx } from "../../platform/context.ts";
import { containsPattern } from "../../platform/search.ts";
import { courseTitles } from "../course-links/index.ts";
import { companyAccounts } from "../users/index.ts";
import { callerMemberships, personColumns, requireCorrespondent } from "./messages.contacts.queries.ts";
import {
  exactTime,
  newestFirst,
  olderThan,
  pageOf,
  toChatMessage,
  toChatPerson,
} from "./messages.rows.queries.ts";

/** The number of the user's conversations with unread messages (the header bell). */
export async function countUnreadConversations(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.companyId, companyId),
        isAboveZero(conversationMembers.unreadCount),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The caller's conversations, latest activity first (keyset paged), optionally searched or unread only.
 * The page is chosen on conversation_members alone (index conversation_members_list, in order, stopping
 * after the page); only its rows are then joined to the other person and the last message.
 */
export async function listConversations(
  db: Executor,
  ctx: Ctx,
  query: ConversationListQuery,
): Promise<ConversationPage> {
  const page = db
    .select({
      conversationId: conversationMembers.conversationId,
      otherUserId: conversationMembers.otherUserId,
      companyId: conversationMembers.companyId,
      lastMessageAt: conversationMembers.lastMessageAt,
      exactLastMessageAt: exactTime(conversationMembers.lastMessageAt).as("exact_last_message_at"),
      unreadCount: conversationMembers.unreadCount,
    })
    .from(conversationMembers)
    .where(
      and(
        callerMemberships(ctx),
        query.unread === "true" ? isAboveZero(conversationMembers.unreadCount) : undefined,
        query.search ? conversationSearch(db, ctx, query.search) : undefined,
        olderThan(conversationMembers.lastMessageAt, conversationMembers.conversationId, query.cursor),
      ),
    )
    .orderBy(newestFirst(conversationMembers.lastMessageAt), newestFirst(conversationMembers.conversationId))
    .limit(query.limit + 1)
    .as("page");
  const people = companyAccounts(db, ctx.companyId);
  const rows = await db
    .select({
      id: page.conversationId,
      lastMessageAt: page.lastMessageAt,
      exactLastMessageAt: page.exactLastMessageAt,
      unreadCount: page.unreadCount,
      other: personColumns(people),
      excerpt: sql<string | null>`left(${messages.body}, ${EXCERPT_LENGTH})`,
      attachmentName: messages.attachmentName,
      lastAuthorId: messages.authorId,
      lastIsRead: messages.isRead,
    })
    .from(page)
    .innerJoin(people, eq(people.id, page.otherUserId))
    .innerJoin(
      conversations,
      and(eq(conversations.id, page.conversationId), eq(conversations.companyId, page.companyId)),
    )
    .leftJoin(
      messages,
      and(eq(messages.id, conversations.lastMessageId), eq(messages.companyId, conversations.companyId)),
    )
    .orderBy(desc(page.lastMessageAt), desc(page.conversationId));
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => [row.exactLastMessageAt, row.id]);
  return {
    nextCursor,
    items: items.map((row) => ({
      id: row.id,
      other: toChatPerson(row.other),
      lastMessageExcerpt: row.excerpt ?? "",
      lastMessageAttachmentName: row.attachmentName,
      lastMessageAt: row.lastMessageAt.toISOString(),
      unreadCount: row.unreadCount,
      lastMessageIsMine: row.lastAuthorId === ctx.userId,
      lastMessageIsRead: row.lastIsRead ?? false,
    })),
  };
}

/** SQL: the other person's names, or one of the conversation's messages, contain `search`. */
function conversationSearch(db: Executor, ctx: Ctx, search: string): SQL {
  const pattern = containsPattern(search);
  const people = companyAccounts(db, ctx.companyId);
  const byName = inArray(
    conversationMembers.otherUserId,
    db
      .select({ id: people.id })
      .from(people)
      .where(
        sql`(${people.firstname} || ' ' || ${people.lastname} || ' ' || ${people.displayName}) ilike ${pattern}`,
      ),
  );
  // Uncorrelated, so that PostgreSQL runs it once (through the trigram index) rather than per conversation.
  const inMessages = inArray(
    conversationMembers.conversationId,
    db
      .select({ id: messages.conversationId })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, ctx.companyId),
          sql`${messages.body} ilike ${pattern}`,
          inArray(
            messages.conversationId,
            db
              .select({ id: conversationMembers.conversationId })
              .from(conversationMembers)
              .where(callerMemberships(ctx)),
          ),
        ),
      ),
  );
  return sql`(${byName} or ${inMessages})`;
}

/** One page of the thread with a person, NEWEST FIRST; `before` continues with older messages. */
export async function listMessages(
  db: Executor,
  ctx: Ctx,
  userId: string,
  query: MessageListQuery,
): Promise<MessagePage> {
  const { conversationId } = await requireCorrespondent(db, ctx, userId);
  if (!conversationId) return { items: [], nextCursor: null };
  // The page is chosen on messages alone (index messages_thread, in order, stopping after the page);
  // only its rows are joined to their author and course.
  const page = db
    .select({
      id: messages.id,
      companyId: messages.companyId,
      conversationId: messages.conversationId,
      authorId: messages.authorId,
      body: messages.body,
      createdAt: messages.createdAt,
      exactCreatedAt: exactTime(messages.createdAt).as("exact_created_at"),
      isRead: messages.isRead,
      readAt: messages.readAt,
      courseId: messages.courseId,
      attachmentName: messages.attachmentName,
      attachmentType: messages.attachmentType,
      attachmentSize: messages.attachmentSize,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.companyId, ctx.companyId),
        olderThan(messages.createdAt, messages.id, query.before),
      ),
    )
    .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
    .limit(query.limit + 1)
    .as("page");
  const authors = companyAccounts(db, ctx.companyId);
  const titles = courseTitles(db, ctx.companyId);
  const rows = await db
    .select({
      id: page.id,
      conversationId: page.conversationId,
      authorId: page.authorId,
      authorFirstname: authors.firstname,
      authorLastname: authors.lastname,
      authorDisplayName: authors.displayName,
      body: page.body,
      createdAt: page.createdAt,
      exactCreatedAt: page.exactCreatedAt,
      isRead: page.isRead,
      readAt: page.readAt,
      courseId: page.courseId,
      courseTitle: titles.title,
      attachmentName: page.attachmentName,
      attachmentType: page.attachmentType,
      attachmentSize: page.attachmentSize,
    })
    .from(page)
    .innerJoin(authors, eq(authors.id, page.authorId))
    .leftJoin(titles, eq(titles.id, page.courseId))
    .orderBy(desc(page.createdAt), desc(page.id));
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => [row.exactCreatedAt, row.id]);
  return { nextCursor, items: items.map((row) => toChatMessage(row, ctx.userId)) };
}
