import { randomUUID } from "node:crypto";
import { type ChatMessage, MESSAGES_PER_MINUTE } from "@campus/contracts/chat";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { conversationMembers, conversations, messages } from "../../db/schema/messaging.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { StoredUpload } from "../../platform/uploads.ts";
import { companyAccounts } from "../users/index.ts";
import { requireCorrespondent } from "./messages.contacts.queries.ts";
import { countUnreadConversations } from "./messages.queries.ts";
import { toChatMessage } from "./messages.rows.queries.ts";

/** What the messaging writes need from the application's dependencies. */
export interface MessagingDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
}

/** What a message carries: its text ("" for an attachment alone) and maybe a stored file. */
export interface MessageContent {
  body: string;
  attachment?: StoredUpload;
}

/**
 * Serialises one person's sends (across server processes too), so that the rate count below is exact;
 * to be taken first in the sending transaction.
 */
export async function lockSender(tx: Executor, ctx: Ctx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${ctx.userId}`}))`);
}

/**
 * 429 when the caller sent MESSAGES_PER_MINUTE messages in the last minute, counted in the database
 * (index messages_author_recent) so that the limit holds across processes; an announcement counts once.
 */
export async function checkSendingRate(db: Executor, ctx: Ctx, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 60_000);
  const [row] = await db
    .select({
      sent: sql<number>`count(distinct coalesce(${messages.courseId}::text || ${messages.createdAt}::text, ${messages.id}::text))::int`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.authorId, ctx.userId),
        eq(messages.companyId, ctx.companyId),
        gt(messages.createdAt, since),
      ),
    );
  if (Number(row?.sent ?? 0) >= MESSAGES_PER_MINUTE) throw new AppError("TOO_MANY_MESSAGES");
}

/**
 * Writes the message in one statement: the conversation (created on the first message), both people's
 * side of it (the recipient's unread count up by one), the message, and reads back its author's names.
 */
async function insertMessage(
  tx: Executor,
  ctx: Ctx,
  recipientId: string,
  messageId: string,
  now: Date,
  content: MessageContent,
) {
  const [low, high] = [ctx.userId, recipientId].sort();
  const conversation = tx.$with("conversation").as(
    tx
      .insert(conversations)
      .values({
        companyId: ctx.companyId,
        userLowId: low!,
        userHighId: high!,
        createdAt: now,
        lastMessageAt: now,
        lastMessageId: messageId,
      })
      .onConflictDoUpdate({
        target: [conversations.companyId, conversations.userLowId, conversations.userHighId],
        set: { lastMessageAt: now, lastMessageId: messageId },
      })
      .returning({ id: conversations.id }),
  );
  const conversationId = sql<string>`(select ${conversation.id} from ${conversation})`;
  const side = { conversationId, companyId: ctx.companyId, lastMessageAt: now };
  const sides = tx.$with("sides").as(
    tx
      .insert(conversationMembers)
      .values([
        { ...side, userId: ctx.userId, otherUserId: recipientId, unreadCount: 0 },
        { ...side, userId: recipientId, otherUserId: ctx.userId, unreadCount: 1 },
      ])
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        set: {
          lastMessageAt: sql`excluded.last_message_at`,
          unreadCount: sql`${conversationMembers.unreadCount} + excluded.unread_count`,
        },
      })
      .returning({ userId: conversationMembers.userId }),
  );
  const { attachment } = content;
  const sent = tx.$with("sent").as(
    tx
      .insert(messages)
      .values({
        id: messageId,
        companyId: ctx.companyId,
        conversationId,
        authorId: ctx.userId,
        body: content.body,
        createdAt: now,
        ...(attachment
          ? {
              attachmentKey: attachment.key,
              attachmentName: attachment.name,
              attachmentType: attachment.contentType,
              attachmentSize: attachment.size,
            }
          : {}),
      })
      .returning(),
  );
  const accounts = companyAccounts(tx, ctx.companyId);
  const [message] = await tx
    .with(conversation, sides, sent)
    .select({
      id: sent.id,
      conversationId: sent.conversationId,
      authorId: sent.authorId,
      body: sent.body,
      createdAt: sent.createdAt,
      isRead: sent.isRead,
      readAt: sent.readAt,
      courseId: sent.courseId,
      attachmentName: sent.attachmentName,
      attachmentType: sent.attachmentType,
      attachmentSize: sent.attachmentSize,
      authorFirstname: accounts.firstname,
      authorLastname: accounts.lastname,
      authorDisplayName: accounts.displayName,
    })
    .from(sent)
    .innerJoin(accounts, eq(accounts.id, sent.authorId));
  if (!message) throw new Error("message insert returned nothing");
  return message;
}

/**
 * Sends a message to a person the caller may write to (404 otherwise): creates the conversation on the
 * first message, updates both people's side of it, and publishes message.created to both and
 * unread.changed to the recipient, all in one transaction.
 */
export async function sendMessage(
  deps: MessagingDeps,
  ctx: Ctx,
  userId: string,
  content: MessageContent,
): Promise<ChatMessage> {
  const { db, bus, clock } = deps;
  return db.transaction(async (tx) => {
    await lockSender(tx, ctx);
    const { person } = await requireCorrespondent(tx, ctx, userId);
    const now = clock.now();
    await checkSendingRate(tx, ctx, now);
    const messageId = randomUUID();
    const message = await insertMessage(tx, ctx, person.id, messageId, now, content);
    const recipientCount = await countUnreadConversations(tx, ctx.companyId, person.id);
    await bus.publish(
      tx,
      {
        companyId: ctx.companyId,
        userIds: [ctx.userId, person.id],
        type: "message.created",
        data: { conversationId: message.conversationId, messageId, authorId: ctx.userId },
      },
      {
        companyId: ctx.companyId,
        userIds: [person.id],
        type: "unread.changed",
        data: { count: recipientCount },
      },
    );
    return toChatMessage({ ...message, courseTitle: null }, ctx.userId);
  });
}
