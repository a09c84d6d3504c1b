import type { AnnouncementResult } from "@campus/contracts/chat";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { enrolledStudentAccounts } from "../student-cards/index.ts";
import { checkSendingRate, lockSender, type MessagingDeps } from "./messages.send.service.ts";

/**
 * A teacher of the course (or an administrator) sends one message to every enrolled student, each in
 * their own conversation with the sender (created if need be), marked with the course. One statement
 * writes every conversation, message and member row; the recipients' bells get unread.changed, one
 * event per distinct new count. No message.created per student: their lists refresh on unread.changed.
 */
export async function sendAnnouncement(
  deps: MessagingDeps,
  ctx: Ctx,
  courseId: string,
  body: string,
): Promise<AnnouncementResult> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const course = await requireCourse(tx, ctx, "manage", courseId);
    await lockSender(tx, ctx);
    const now = clock.now();
    await checkSendingRate(tx, ctx, now);
    const me = sql`${ctx.userId}::uuid`;
    const at = sql`${now.toISOString()}::timestamptz`;
    const company = ctx.companyId;
    const result = await tx.execute<{ sent: number }>(sql`
      with recipients as (
        select e.user_id from (${enrolledStudentAccounts(tx, company, course.id)}) e where e.user_id <> ${me}
      ),
      pairs as (
        select r.user_id, least(r.user_id, ${me}) as low_id, greatest(r.user_id, ${me}) as high_id,
          gen_random_uuid() as message_id
        from recipients r
      ),
      created as (
        insert into conversations (company_id, user_low_id, user_high_id, created_at, last_message_at, last_message_id)
        select ${company}, p.low_id, p.high_id, ${at}, ${at}, p.message_id from pairs p
        on conflict (company_id, user_low_id, user_high_id) do nothing
        returning id, user_low_id, user_high_id
      ),
      updated as (
        update conversations c set last_message_at = ${at}, last_message_id = p.message_id
        from pairs p
        where c.company_id = ${company} and c.user_low_id = p.low_id and c.user_high_id = p.high_id
        returning c.id, c.user_low_id, c.user_high_id
      ),
      targets as (
        select c.id as conversation_id, p.user_id, p.message_id
        from (select * from created union all select * from updated) c
        join pairs p on p.low_id = c.user_low_id and p.high_id = c.user_high_id
      ),
      sent as (
        insert into messages (id, company_id, conversation_id, author_id, body, course_id, created_at)
        select t.message_id, ${company}, t.conversation_id, ${me}, ${body}, ${course.id}::uuid, ${at}
        from targets t
        returning id
      ),
      sides as (
        insert into conversation_members
          (conversation_id, user_id, company_id, other_user_id, last_message_at, unread_count)
        select t.conversation_id, t.user_id, ${company}, ${me}, ${at}, 1 from targets t
        union all
        select t.conversation_id, ${me}, ${company}, t.user_id, ${at}, 0 from targets t
        on conflict (conversation_id, user_id) do update
          set last_message_at = excluded.last_message_at,
            unread_count = conversation_members.unread_count + excluded.unread_count
        returning user_id
      )
      select (select count(*) from sent)::int as sent`);
    const recipientCount = Number(result.rows[0]?.sent ?? 0);
    if (recipientCount > 0) await announceUnreadCounts(deps, tx, ctx, course.id);
    return { courseId: course.id, recipientCount };
  });
}

/** unread.changed to the course's students (the caller aside), grouped by their new count: a handful of events, not one each. */
async function announceUnreadCounts(deps: MessagingDeps, tx: Executor, ctx: Ctx, courseId: string) {
  const groups = await tx.execute<{ count: number; user_ids: string[] }>(sql`
    select counts.count, json_agg(counts.user_id) as user_ids
    from (
      select cm.user_id, (count(*) filter (where cm.unread_count > 0))::int as count
      from conversation_members cm
      where cm.company_id = ${ctx.companyId}
        and cm.user_id <> ${ctx.userId}::uuid
        and cm.user_id in (${enrolledStudentAccounts(tx, ctx.companyId, courseId)})
      group by cm.user_id
    ) counts
    group by counts.count`);
  for (const group of groups.rows) {
    await deps.bus.publish(tx, {
      companyId: ctx.companyId,
      userIds: group.user_ids,
      type: "unread.changed",
      data: { count: Number(group.count) },
    });
  }
}
