import { and, asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { conversationMembers, messages } from "../../db/schema/index.ts";
import { accountNames } from "../users/index.ts";

// A person's messages as the privacy module reads them (above the messages module's tower, it asks this
// read face): what an erasure counts, and their copy of their data.

/** SQL: how many messages the account wrote in the company, as a scalar subquery. */
export function messageCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${userId})`;
}

/** SQL: how many of those messages carry an attachment, as a scalar subquery. */
export function attachmentCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${userId} and ${messages.attachmentKey} is not null)`;
}

const memberOf = (companyId: string, userId: string) =>
  and(eq(conversationMembers.userId, userId), eq(conversationMembers.companyId, companyId));

/** The attachments of the messages of the account's conversations (written or received), oldest first. */
export function attachmentsOfMember(db: Executor, companyId: string, userId: string) {
  return db
    .select({
      blobKey: messages.attachmentKey,
      name: messages.attachmentName,
      authorId: messages.authorId,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
    .where(and(memberOf(companyId, userId), isNotNull(messages.attachmentKey)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** How many messages the account's conversations hold, written or received. */
export async function countMessagesOfMember(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
    .where(memberOf(companyId, userId));
  return row?.n ?? 0;
}

/** SQL: the messages after the cursor `<created_at as text>|<id>` (exact to the microsecond, unlike a Date). */
function afterMessage(cursor: string) {
  const split = cursor.lastIndexOf("|");
  return sql`(${messages.createdAt}, ${messages.id}) > (${cursor.slice(0, split)}::timestamptz, ${cursor.slice(split + 1)}::uuid)`;
}

/**
 * A page of the messages of the account's conversations, written or received (their side of each), oldest
 * first, after the cursor `after`; each row's `cursor` is where the next page starts.
 */
export function messagesOfMember(
  db: Executor,
  companyId: string,
  userId: string,
  after: string | null,
  limit: number,
) {
  const author = accountNames(db);
  return db
    .select({
      cursor: sql<string>`${messages.createdAt}::text || '|' || ${messages.id}::text`,
      conversationId: messages.conversationId,
      isWrittenByMe: sql<boolean>`${messages.authorId} = ${conversationMembers.userId}`,
      author: author.displayName,
      body: messages.body,
      attachmentName: messages.attachmentName,
      sentAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
    .innerJoin(author, eq(author.id, messages.authorId))
    .where(and(memberOf(companyId, userId), after ? afterMessage(after) : undefined))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}
