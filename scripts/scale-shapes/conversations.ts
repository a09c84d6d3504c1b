import { sql } from "drizzle-orm";
import type { Seeding, Step } from "./seeding.ts";

/**
 * prof0 talks with 2,000 students (apprenant0 among them; all of them when fewer), a message a week back
 * from now in each conversation, the student and prof0 in turn: the newest, the student's, unread.
 */
export function conversationSteps({ id, students, shape, uid }: Seeding): Step[] {
  const talkers = Math.min(students, 2_000);
  const perConversation = shape.messagesPerConversation;
  const studentUser = uid("student-user", sql`s`);
  const teacherUser = uid("teacher-user", sql`0`);
  const newest = sql`now() - s * interval '1 minute'`;
  return [
    [
      "conversations",
      sql`insert into conversations (id, company_id, user_low_id, user_high_id, last_message_at, last_message_id)
        select ${uid("conversation", sql`s`)}, ${id}, least(${teacherUser}, ${studentUser}), greatest(${teacherUser}, ${studentUser}),
          ${newest}, ${uid("message", sql`s * ${perConversation}`)}
        from generate_series(0, ${talkers - 1}) s`,
    ],
    [
      "conversation members",
      sql`insert into conversation_members (conversation_id, user_id, company_id, other_user_id, last_message_at, unread_count)
        select ${uid("conversation", sql`s`)}, ${teacherUser}, ${id}, ${studentUser}, ${newest}, 1
        from generate_series(0, ${talkers - 1}) s
        union all
        select ${uid("conversation", sql`s`)}, ${studentUser}, ${id}, ${teacherUser}, ${newest}, 0
        from generate_series(0, ${talkers - 1}) s`,
    ],
    [
      "messages",
      sql`insert into messages (id, company_id, conversation_id, author_id, body, is_read, created_at)
        select ${uid("message", sql`s * ${perConversation} + w`)}, ${id}, ${uid("conversation", sql`s`)},
          case when w % 2 = 0 then ${studentUser} else ${teacherUser} end, 'Bonjour, une question sur le cours ' || s,
          w > 0, ${newest} - w * interval '7 days'
        from generate_series(0, ${talkers - 1}) s, generate_series(0, ${perConversation - 1}) w`,
    ],
  ];
}
