import { and, eq, inArray, ne, not } from "drizzle-orm";
import { isAboveZero } from "../../db/code-constants.ts";
import { conversationMembers, messages } from "../../db/schema/messaging.ts";
import type { Ctx } from "../../platform/context.ts";
import { callerMemberships, requireCorrespondent } from "./messages.contacts.queries.ts";
import { countUnreadConversations } from "./messages.queries.ts";
import type { MessagingDeps } from "./messages.send.service.ts";

interface UnreadCount {
  count: number;
}

// The read state (spec §4: a message's isRead goes from false to true when its conversation is opened
// or "Mark all as read" is used). Only the messages addressed to the caller change; the author is told
// (conversation.read) and the caller's bell gets its new count (unread.changed).

/** Marks the caller's conversation with a person read; answers the caller's new unread count. */
export async function markConversationRead(
  deps: MessagingDeps,
  ctx: Ctx,
  userId: string,
): Promise<UnreadCount> {
  const { db, bus, clock } = deps;
  return db.transaction(async (tx) => {
    const { person, conversationId } = await requireCorrespondent(tx, ctx, userId);
    if (!conversationId) return { count: await countUnreadConversations(tx, ctx.companyId, ctx.userId) };
    const now = clock.now();
    const read = await tx
      .update(messages)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.companyId, ctx.companyId),
          ne(messages.authorId, ctx.userId),
          not(messages.isRead),
        ),
      )
      .returning({ id: messages.id });
    const [side] = await tx
      .update(conversationMembers)
      .set({ unreadCount: 0, lastReadAt: now })
      .where(and(eq(conversationMembers.conversationId, conversationId), callerMemberships(ctx)))
      .returning({ unreadCount: conversationMembers.unreadCount });
    const count = await countUnreadConversations(tx, ctx.companyId, ctx.userId);
    if (read.length > 0 && side) {
      await bus.publish(
        tx,
        {
          companyId: ctx.companyId,
          userIds: [person.id],
          type: "conversation.read",
          data: { conversationId, readerId: ctx.userId },
        },
        { companyId: ctx.companyId, userIds: [ctx.userId], type: "unread.changed", data: { count } },
      );
    }
    return { count };
  });
}

/**
 * "Mark all as read": every message addressed to the caller is read, in two set-based statements.
 * Each author is told with conversation.read (one event per conversation that had unread messages).
 */
export async function markAllRead(deps: MessagingDeps, ctx: Ctx): Promise<UnreadCount> {
  const { db, bus, clock } = deps;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const sides = await tx
      .update(conversationMembers)
      .set({ unreadCount: 0, lastReadAt: now })
      .where(and(callerMemberships(ctx), isAboveZero(conversationMembers.unreadCount)))
      .returning({
        conversationId: conversationMembers.conversationId,
        otherUserId: conversationMembers.otherUserId,
      });
    if (sides.length === 0) return { count: 0 };
    await tx
      .update(messages)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          inArray(
            messages.conversationId,
            sides.map((side) => side.conversationId),
          ),
          eq(messages.companyId, ctx.companyId),
          ne(messages.authorId, ctx.userId),
          not(messages.isRead),
        ),
      );
    // Every author told, then the caller's bell: one statement whatever the number of conversations.
    await bus.publish(
      tx,
      ...sides.map((side) => ({
        companyId: ctx.companyId,
        userIds: [side.otherUserId],
        type: "conversation.read" as const,
        data: { conversationId: side.conversationId, readerId: ctx.userId },
      })),
      { companyId: ctx.companyId, userIds: [ctx.userId], type: "unread.changed", data: { count: 0 } },
    );
    return { count: 0 };
  });
}
