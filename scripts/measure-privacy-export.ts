// Budget of « Mes données »: a person with a long history (60,000 audit entries and 20,000 messages about
// them) downloads their copy while the server's resident memory grows by less than 80 MB (sections are read
// by pages and streamed into the zip; nothing is held whole). Starts the real server on a fresh PostgreSQL
// database (TEST_DATABASE_URL) and samples its RSS from /proc.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/measure-privacy-export.ts
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { sampleResidentGrowth, startServerProcess } from "../apps/api/src/test/server-process.ts";

const AUDIT_ROWS = 60_000;
const MESSAGES = 20_000;
const BUDGET_MB = 80;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is needed (a PostgreSQL server)");
const { database, url, drop } = await openTestDatabase();
const server = await startServerProcess({ DATABASE_URL: url ?? "", S3_BUCKET: "" });

async function signIn(email: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo2026!" }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

try {
  const token = await signIn("apprenant@ata.example");
  await signIn("prof@ata.example");
  // The history, written in SQL: audit entries about the student, and messages between them and their teacher.
  await database.db.execute(sql`
    insert into audit_log (company_id, actor_id, action, entity, entity_id, after)
    select 'ata', u.id, 'update', 'user', u.id::text, jsonb_build_object('n', g, 'about', repeat('x', 200))
    from users u, generate_series(1, ${AUDIT_ROWS}) g where u.email = 'apprenant@ata.example'`);
  await database.db.execute(sql`
    with pair as (
      select least(s.id, p.id) as low, greatest(s.id, p.id) as high, s.id as student, p.id as prof
      from users s, users p where s.email = 'apprenant@ata.example' and p.email = 'prof@ata.example'
    ), conv as (
      insert into conversations (company_id, user_low_id, user_high_id)
      select 'ata', low, high from pair
      on conflict (company_id, user_low_id, user_high_id) do update set last_message_at = now()
      returning id
    ), members as (
      insert into conversation_members (conversation_id, user_id, company_id, other_user_id)
      select conv.id, x.me, 'ata', x.other from conv, pair,
        lateral (values (pair.student, pair.prof), (pair.prof, pair.student)) as x(me, other)
      on conflict do nothing
    )
    insert into messages (company_id, conversation_id, author_id, body, created_at)
    select 'ata', conv.id, case when g % 2 = 0 then pair.student else pair.prof end,
      'Message ' || g || ' ' || repeat('texte ', 40), now() - (g || ' seconds')::interval
    from conv, pair, generate_series(1, ${MESSAGES}) g`);

  const memory = sampleResidentGrowth(server.child.pid as number);
  const started = Date.now();
  const response = await fetch(`${server.url}/api/profile/data-export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  const growth = memory.stop();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `« Mes données » : ${mb(bytes)} MB de zip en ${seconds.toFixed(1)} s ; mémoire résidente du serveur +${mb(growth)} MB (budget ${BUDGET_MB} MB)`,
  );
  if (growth > BUDGET_MB * 1024 * 1024) process.exitCode = 1;
} finally {
  await server.stop();
  await database.close();
  await drop();
}
