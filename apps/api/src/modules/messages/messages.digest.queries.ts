import { personName } from "@campus/contracts/people";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hasUndigestedAbsenceAlertSql } from "../absence-alerts/index.ts";

/** A person who is owed a digest, claimed by this process: `previous` undoes the claim if the mail fails. */
export interface DigestRecipient {
  userId: string;
  email: string;
  firstname: string;
  previous: Date | null;
}

/** One conversation of a digest: who wrote, how many messages wait, and the last of them. */
export interface DigestConversation {
  userId: string;
  otherUserId: string;
  senderName: string;
  unreadCount: number;
  lastBody: string;
  lastAt: Date;
}

type RecipientRow = { id: string; email: string; firstname: string; previous: Date | string | null };
type ConversationRow = {
  user_id: string;
  other_user_id: string;
  display_name: string;
  firstname: string;
  lastname: string;
  unread: number | string;
  body: string;
  created_at: Date | string;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Claims, in one statement, up to `limit` people owed a digest at `now`: they want it, their account is
 * active, they got none in the last period, and someone else's message or an alert of a change of their
 * timetable has waited unread for longer than the period without having been in an earlier digest. The claim (sent_at = now) is what keeps several server
 * processes from mailing one person twice: rows another process is claiming are skipped, and a row it has
 * just claimed no longer matches once re-read.
 */
export async function claimDigestRecipients(
  db: Db,
  { now, cutoff, limit }: { now: Date; cutoff: Date; limit: number },
): Promise<DigestRecipient[]> {
  const result = await db.execute<RecipientRow>(sql`
    with due as (
      select u.id, u.message_digest_sent_at as previous
      from users u
      where u.message_digest
        and not u.disabled
        and (u.message_digest_sent_at is null or u.message_digest_sent_at <= ${cutoff.toISOString()}::timestamptz)
        and (exists (
          select 1
          from conversation_members cm
          join messages m on m.company_id = cm.company_id and m.conversation_id = cm.conversation_id
          where cm.user_id = u.id
            and cm.company_id = u.company_id
            and cm.unread_count > 0
            and m.author_id <> cm.user_id
            and not m.is_read
            and m.created_at < ${cutoff.toISOString()}::timestamptz
            and (u.message_digest_sent_at is null or m.created_at > u.message_digest_sent_at)
        ) or exists (
          select 1
          from slot_notifications sn
          where sn.user_id = u.id
            and sn.company_id = u.company_id
            and sn.read_at is null
            and sn.created_at < ${cutoff.toISOString()}::timestamptz
            and (u.message_digest_sent_at is null or sn.created_at > u.message_digest_sent_at)
        ) or ${hasUndigestedAbsenceAlertSql(sql`u.id`, cutoff, sql`u.message_digest_sent_at`)})
      order by u.id
      limit ${limit}
      for update of u skip locked
    )
    update users set message_digest_sent_at = ${now.toISOString()}::timestamptz
    from due
    where users.id = due.id
    returning users.id, users.email, users.firstname, due.previous
  `);
  return result.rows.map((row) => ({
    userId: row.id,
    email: row.email,
    firstname: row.firstname,
    previous: row.previous === null ? null : toDate(row.previous),
  }));
}

/** Gives a failed digest back: the person is owed it again at the next run. */
export async function releaseDigestClaim(db: Db, recipient: DigestRecipient, claimedAt: Date): Promise<void> {
  await db.execute(sql`
    update users set message_digest_sent_at = ${recipient.previous?.toISOString() ?? null}::timestamptz
    where id = ${recipient.userId} and message_digest_sent_at = ${claimedAt.toISOString()}::timestamptz
  `);
}

/**
 * The conversations with unread messages of the given people, in one query: each with the other person's
 * name, the number of their unread messages and the last one; a person's most recent conversation first.
 */
export async function listUnreadConversations(db: Db, userIds: string[]): Promise<DigestConversation[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<ConversationRow>(sql`
    select cm.user_id, cm.other_user_id, o.display_name, o.firstname, o.lastname, last.unread, last.body,
      last.created_at
    from conversation_members cm
    join users o on o.company_id = cm.company_id and o.id = cm.other_user_id
    join lateral (
      select m.body, m.created_at, count(*) over () as unread
      from messages m
      where m.company_id = cm.company_id
        and m.conversation_id = cm.conversation_id
        and m.author_id <> cm.user_id
        and not m.is_read
      order by m.created_at desc, m.id desc
      limit 1
    ) last on true
    where cm.user_id in (${ids}) and cm.unread_count > 0
    order by cm.user_id, last.created_at desc
  `);
  return result.rows.map((row) => ({
    userId: row.user_id,
    otherUserId: row.other_user_id,
    senderName: row.display_name || personName(row),
    unreadCount: Number(row.unread),
    lastBody: row.body,
    lastAt: toDate(row.created_at),
  }));
}
