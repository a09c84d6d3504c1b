// Budget of the messaging: with 1,000,000 messages in the database, the unread count and the first page
// of the conversation list answer in under 10 ms (median), a thread's first page in under 20 ms.
// Measured through the service functions (the database work) and through HTTP (with the session check).
// Run on PostgreSQL: npx tsx scripts/measure-messages.ts
//   (TEST_DATABASE_URL=postgres://… chooses the server; a fresh database is created and dropped).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../apps/api/src/db/client.ts";
import * as schema from "../apps/api/src/db/schema/index.ts";
import { listContacts } from "../apps/api/src/modules/messages/messages.contacts.queries.ts";
import {
  countUnreadConversations,
  listConversations,
  listMessages,
} from "../apps/api/src/modules/messages/messages.queries.ts";
import type { Ctx } from "../apps/api/src/platform/context.ts";
import { createTestApp } from "../apps/api/src/test/harness.ts";
import { median, p95 } from "./measure-stats.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const COMPANY = "ata";
const STUDENTS = 2000;
const OTHER_TEACHERS = 9;
const PER_CONVERSATION = 45;
const BIG_THREAD = 100_000;
const RUNS = 50;

const t = await createTestApp();
const db = t.database.db;
console.log(`database: ${t.database.kind}`);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

// ---- Fill: people, conversations, 1,000,000 messages, all set-based ------------------------------
let started = performance.now();
await db.execute(sql`
  insert into users (company_id, email, password_hash, firstname, lastname, roles)
  select ${COMPANY}, 'perf.eleve.' || g || '@ata.example', 'x', 'Élève' || g, 'Perf' || (g % 97), array['student']
  from generate_series(1, ${STUDENTS}) g`);
await db.execute(sql`
  insert into users (company_id, email, password_hash, firstname, lastname, roles)
  select ${COMPANY}, 'perf.prof.' || g || '@ata.example', 'x', 'Prof' || g, 'Perf', array['teacher']
  from generate_series(1, ${OTHER_TEACHERS}) g`);
// Every generated student talks with the demo teacher and with the nine other teachers.
await db.execute(sql`
  insert into conversations (company_id, user_low_id, user_high_id, created_at, last_message_at)
  select ${COMPANY}, least(s.id, p.id), greatest(s.id, p.id), now(), now()
  from users s
  cross join users p
  where s.company_id = ${COMPANY} and s.email like 'perf.eleve.%'
    and p.company_id = ${COMPANY} and (p.email like 'perf.prof.%' or p.email = 'prof@ata.example')`);
await db.execute(sql`
  insert into messages (company_id, conversation_id, author_id, body, created_at, is_read, read_at)
  select ${COMPANY}, c.id,
    case when g % 2 = 0 then c.user_low_id else c.user_high_id end,
    'Bonjour, une question n° ' || g || ' sur la séance ' || (abs(hashtext(c.id::text)) % 40) || ' du cours.',
    now() - make_interval(secs => g * 600 + abs(hashtext(c.id::text)) % 500000),
    not (g <= 2 and abs(hashtext(c.id::text)) % 5 = 0),
    null
  from conversations c
  cross join generate_series(1, ${PER_CONVERSATION}) g
  where c.company_id = ${COMPANY} and c.last_message_id is null`);
// One long thread: the demo teacher and the demo student (their seeded conversation).
const [big] = await rows<{ id: string; teacher: string; student: string }>(sql`
  select c.id, p.id as teacher, s.id as student
  from conversations c
  join users p on p.email = 'prof@ata.example'
  join users s on s.email = 'apprenant@ata.example'
  where c.company_id = ${COMPANY} and c.user_low_id = least(p.id, s.id) and c.user_high_id = greatest(p.id, s.id)`);
if (!big) throw new Error("the demo conversation is missing: is the seed there?");
await db.execute(sql`
  insert into messages (company_id, conversation_id, author_id, body, created_at, is_read)
  select ${COMPANY}, ${big.id}::uuid, case when g % 2 = 0 then ${big.teacher}::uuid else ${big.student}::uuid end,
    'Message ' || g || ' du long fil de discussion', now() - make_interval(secs => 3600 + g * 30), true
  from generate_series(1, ${BIG_THREAD}) g`);
// Each side's list row and each conversation's last message, from the messages.
await db.execute(sql`
  insert into conversation_members (conversation_id, user_id, company_id, other_user_id, last_message_at, unread_count)
  select c.id, side.user_id, c.company_id, side.other_id, max(m.created_at),
    count(*) filter (where not m.is_read and m.author_id <> side.user_id)
  from conversations c
  cross join lateral (values (c.user_low_id, c.user_high_id), (c.user_high_id, c.user_low_id)) side(user_id, other_id)
  join messages m on m.conversation_id = c.id
  where c.company_id = ${COMPANY}
  group by c.id, side.user_id, side.other_id, c.company_id
  on conflict (conversation_id, user_id) do update
    set last_message_at = excluded.last_message_at, unread_count = excluded.unread_count`);
await db.execute(sql`
  update conversations c set last_message_id = last.id, last_message_at = last.created_at
  from (
    select distinct on (conversation_id) conversation_id, id, created_at
    from messages where company_id = ${COMPANY}
    order by conversation_id, created_at desc, id desc
  ) last
  where last.conversation_id = c.id`);
await db.execute(sql`vacuum analyze`);
const [counts] = await rows<{ messages: number; conversations: number }>(sql`
  select (select count(*) from messages)::int as messages, (select count(*) from conversations)::int as conversations`);
console.log(
  `filled ${counts?.messages} messages in ${counts?.conversations} conversations in ${Math.round((performance.now() - started) / 1000)} s`,
);

// ---- Measure ------------------------------------------------------------------------------------
const ctx: Ctx = {
  userId: big.teacher,
  companyId: COMPANY,
  instance: "principal",
  roles: ["teacher"],
  sessionId: "",
};
const [unreadNow] = await rows<{ n: number }>(sql`
  select count(*)::int as n from conversation_members where user_id = ${big.teacher}::uuid and unread_count > 0`);
console.log(`demo teacher: 2,001 conversations, ${unreadNow?.n} unread; long thread: ${BIG_THREAD} messages`);

async function timed(label: string, budget: number, run: () => Promise<unknown>): Promise<boolean> {
  for (let i = 0; i < 5; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const ok = median(times) < budget;
  console.log(
    `  ${label}: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms (budget ${budget} ms)${ok ? "" : "  OVER"}`,
  );
  return ok;
}

const inject = async (url: string) => {
  const response = await t.as("prof@ata.example").get(url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
};

const results: boolean[] = [];
console.log("\nservice functions (the database work):");
results.push(await timed("unread count", 10, () => countUnreadConversations(db, COMPANY, ctx.userId)));
results.push(
  await timed("conversation list, first page", 10, () => listConversations(db, ctx, { limit: 20 })),
);
results.push(
  await timed("thread, first page (100,000 messages)", 20, () =>
    listMessages(db, ctx, big.student, { limit: 30 }),
  ),
);
const firstPage = await listConversations(db, ctx, { limit: 20 });
await timed("conversation list, second page", 10, () =>
  listConversations(db, ctx, { limit: 20, cursor: firstPage.nextCursor ?? undefined }),
);
const thread = await listMessages(db, ctx, big.student, { limit: 30 });
await timed("thread, an older page", 20, () =>
  listMessages(db, ctx, big.student, { limit: 30, before: thread.nextCursor ?? undefined }),
);
await timed("conversation search (name)", 50, () =>
  listConversations(db, ctx, { limit: 20, search: "Élève1999" }),
);
await timed("contacts, first page", 50, () => listContacts(db, ctx, { limit: 20 }));

console.log("\nthrough HTTP (app.inject, with the session check):");
results.push(await timed("GET /api/messages/unread-count", 10, () => inject("/api/messages/unread-count")));
results.push(await timed("GET /api/conversations", 10, () => inject("/api/conversations")));
results.push(
  await timed("GET /api/conversations/with/:userId/messages", 20, () =>
    inject(`/api/conversations/with/${big.student}/messages`),
  ),
);

// The exact statements of the three measured reads, captured from a logging copy of the database
// handle, then explained with their parameters.
console.log("\nplans (EXPLAIN ANALYZE of the statements the services run):");
const [database] = await rows<{ name: string }>(sql`select current_database() as name`);
const url = new URL(process.env.TEST_DATABASE_URL ?? "");
url.pathname = `/${database?.name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
const captured: { query: string; params: unknown[] }[] = [];
const logged = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const explain = async (label: string, run: (db: Db) => Promise<unknown>) => {
  captured.length = 0;
  await run(logged);
  for (const { query, params } of captured) {
    const plan = await pool.query(`explain (analyze, buffers, costs off) ${query}`, params);
    console.log(`-- ${label}\n${query}\n${plan.rows.map((line) => line["QUERY PLAN"]).join("\n")}\n`);
  }
};
await explain("unread count", (db) => countUnreadConversations(db, COMPANY, ctx.userId));
await explain("conversation list, first page", (db) => listConversations(db, ctx, { limit: 20 }));
await explain("thread, first page", (db) => listMessages(db, ctx, big.student, { limit: 30 }));
await pool.end();

if (process.env.KEEP_DB) {
  console.log(`kept: ${url}`);
  process.exit(0);
}
await t.close();
const ok = results.every(Boolean);
console.log(ok ? "within budget" : "OVER BUDGET");
process.exit(ok ? 0 : 1);
