// 300 students check in to one slot within a minute (code, then signature), against one server
// process on a fresh PostgreSQL database (TEST_DATABASE_URL, default the local server), while the
// teacher's live stream is open: each request's latency (p50, p99, max), the signed rows in the database
// and the attendance.signed events the teacher received (none lost: 300 of each).
// Run: npx tsx scripts/bench-check-in.ts [students] [seconds]

import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { demoAccounts, passwordHash } from "../apps/api/src/test/factories.ts";
import { createCourse } from "../apps/api/src/test/factories-courses.ts";
import { signature } from "../apps/api/src/test/fixtures/signature-png.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";

const STUDENTS = Number(process.argv[2] ?? 300);
const SECONDS = Number(process.argv[3] ?? 60);

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const opened = await openTestDatabase();
const { db } = opened.database;
await opened.database.migrate();
const ids = await demoAccounts(db);
const courseId = await createCourse(db, {
  companyId: "ata",
  title: "Cours émargé",
  teacherIds: [ids.teacherId.ata],
});
const hash = await passwordHash();
await db.execute(sql`
  insert into users (company_id, email, password_hash, firstname, lastname, roles)
  select 'ata', 'emarge' || g || '@ata.example', ${hash}, 'Prénom ' || g, 'Nom ' || g, array['student']
  from generate_series(1, ${STUDENTS}) g`);
await db.execute(sql`
  insert into students (company_id, user_id, student_number, firstname, lastname, email)
  select 'ata', u.id, 'EM-' || u.email, u.firstname, u.lastname, u.email
  from users u where u.email like 'emarge%@ata.example'`);
await db.execute(sql`
  insert into enrolments (company_id, course_id, student_id)
  select 'ata', ${courseId}, s.id from students s where s.email like 'emarge%@ata.example'`);
const [slot] = (
  await db.execute(sql`
    insert into slots (company_id, course_id, teacher_id, starts_at, ends_at, status)
    values ('ata', ${courseId}, ${ids.teacherId.ata}, now() - interval '5 minutes', now() + interval '2 hours', 'validated')
    returning id`)
).rows as { id: string }[];
const slotId = slot?.id ?? "";

const server = await startServerProcess({
  DATABASE_URL: opened.url ?? "",
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
});

async function login(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (values: number[]) =>
  `${values.length} requests, p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

try {
  const teacher = await login("prof@ata.example");
  const tokens: string[] = [];
  for (let start = 0; start < STUDENTS; start += 10) {
    const batch = Array.from(
      { length: Math.min(10, STUDENTS - start) },
      (_, i) => `emarge${start + i + 1}@ata.example`,
    );
    tokens.push(...(await Promise.all(batch.map(login))));
  }

  // The teacher's live stream: counts the attendance.signed events of the slot.
  const stream = new AbortController();
  const events = await fetch(`${server.url}/api/events`, {
    headers: { authorization: `Bearer ${teacher}` },
    signal: stream.signal,
  });
  let received = 0;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of events.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          if (block.includes("event: attendance.signed") && block.includes(slotId)) received++;
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();

  const image = signature(400, 150);
  const codeLatencies: number[] = [];
  const signLatencies: number[] = [];
  const failures: string[] = [];
  const timed = async (path: string, token: string, body: object, into: number[]) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    into.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const currentCode = async () => {
    const response = await fetch(`${server.url}/api/slots/${slotId}/check-in`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    return ((await response.json()) as { code: string }).code;
  };

  const started = performance.now();
  const gap = (SECONDS * 1000) / STUDENTS;
  const runs: Promise<void>[] = [];
  for (const [index, token] of tokens.entries()) {
    const due = started + index * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Each student reads the projector (as the teacher's screen shows it), then signs.
    runs.push(
      currentCode()
        .then((code) => timed("/api/check-in/code", token, { code, slotId }, codeLatencies))
        .then((ticket: { ticket: string }) =>
          timed("/api/check-in", token, { ticket: ticket.ticket, signature: image }, signLatencies),
        )
        .then(() => undefined)
        .catch((error: Error) => {
          failures.push(error.message);
        }),
    );
  }
  await Promise.all(runs);
  const elapsed = (performance.now() - started) / 1000;
  // Let the last events arrive.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stream.abort();
  await reading;
  const [{ n }] = (
    await db.execute(
      sql`select count(*)::int as n from attendance_signatures where slot_id = ${slotId} and student_id is not null`,
    )
  ).rows as { n: number }[];
  const roll = (await (
    await fetch(`${server.url}/api/slots/${slotId}/attendance`, {
      headers: { authorization: `Bearer ${teacher}` },
    })
  ).json()) as { items: { mark: { signedAt: string | null } | null }[] };
  console.log(`${STUDENTS} students in ${elapsed.toFixed(1)} s (${failures.length} failed)`);
  console.log(`  code       ${describe(codeLatencies)}`);
  console.log(`  signature  ${describe(signLatencies)}`);
  console.log(`  both       ${describe([...codeLatencies, ...signLatencies])}`);
  console.log(
    `  signatures in the database: ${n}; signed on the teacher's roll: ${roll.items.filter((item) => item.mark?.signedAt).length}; live events received: ${received}`,
  );
  for (const failure of failures.slice(0, 5)) console.log(`  failure: ${failure}`);
} finally {
  await server.stop();
  await opened.database.close();
  await opened.drop();
}
