// The absences export of 160,000 rows while another client calls `GET /api/health` one request after
// the other: the health latency (p50, p99, max) during the export against the same client alone, and
// the export's first byte, duration and size. One server process on a fresh PostgreSQL database
// (TEST_DATABASE_URL, default the local server), seeded set-based here: 2,000 students × 80 held
// slots of one course, every mark an absence.
// With --url=<the scale data set> (scripts/seed-scale.ts, migrated), nothing is seeded: the export is
// that of `admin@grand.example` (or --who=), on its 100,000 students; --path= another export (the
// planning: `/api/calendar/export/xlsx?from=…&to=…`). Besides the times, the server's resident memory
// (its peak during the export, sampled every 50 ms, and its high-water mark).
// Run: npx tsx scripts/bench-export.ts [rounds] [--explain] [--url=postgres://…/scale_perf] [--path=…]

import { readdirSync, readFileSync } from "node:fs";
import type { Role } from "@campus/contracts/roles";
import { sql } from "drizzle-orm";
import { absencePageQueries } from "../apps/api/src/modules/attendance/attendance.absences.queries.ts";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { demoAccounts } from "../apps/api/src/test/factories.ts";
import { createCourse } from "../apps/api/src/test/factories-courses.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";
import { scaleSignIn } from "./scale-sign-in.ts";

const ROUNDS = Number(process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : 3);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE_URL = arg("url");
const EXPORT_PATH = arg("path") ?? "/api/absences/export.xlsx";
const STUDENTS = 2_000;
const SLOTS = 80;

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

/** The fresh database seeded here, or undefined on the scale data set. */
async function seeded() {
  const opened = await openTestDatabase();
  const { db } = opened.database;
  await opened.database.migrate();
  const ids = await demoAccounts(db);
  const seedStarted = performance.now();
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Cours de charge",
    teacherIds: [ids.teacherId.ata],
  });
  await db.execute(sql`
    insert into students (company_id, student_number, firstname, lastname, email)
    select 'ata', 'BENCH-' || g, 'Prénom ' || g, 'Nom ' || (g % 700), 'bench' || g || '@ata.example'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into slots (company_id, course_id, teacher_id, starts_at, ends_at, status)
    select 'ata', ${courseId}, ${ids.teacherId.ata}, date_trunc('hour', now()) - g * interval '1 day',
           date_trunc('hour', now()) - g * interval '1 day' + interval '2 hours', 'held'
    from generate_series(1, ${SLOTS}) g`);
  await db.execute(sql`
    insert into attendance (company_id, slot_id, student_id, status)
    select 'ata', s.id, st.id, 'absent'
    from slots s cross join students st
    where s.course_id = ${courseId} and st.student_number like 'BENCH-%'`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from attendance where status = 'absent'`))
    .rows as { n: number }[];
  console.log(`seeded ${n} absences in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  if (process.argv.includes("--explain")) {
    // The plan of a middle page of the export (the keyset after the 80,000th row).
    const [admin] = (
      await db.execute(sql`select id, instance, roles from users where email = 'admin@ata.example'`)
    ).rows as { id: string; instance: string; roles: Role[] }[];
    if (!admin) throw new Error("no administrator");
    const ctx = {
      userId: admin.id,
      companyId: "ata",
      instance: admin.instance,
      roles: admin.roles,
      sessionId: "",
    };
    const [first] = absencePageQueries(db, ctx, { includeLate: false });
    const [middle] = await first!(1).offset(80_000);
    for (const part of absencePageQueries(db, ctx, { includeLate: false }, middle)) {
      const query = part(1_000).toSQL();
      const plan = await db.$client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      for (const row of plan.rows as { "QUERY PLAN": string }[]) console.log(row["QUERY PLAN"]);
    }
  }
  return opened;
}
const opened = SCALE_URL ? undefined : await seeded();

const METRICS_TOKEN = "bench-export-metrics-token";
const server = await startServerProcess({
  DATABASE_URL: SCALE_URL ?? opened?.url ?? "",
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  METRICS_TOKEN,
});

/** The process's event-loop lag as prom-client sampled it since start (p99 and max, ms). */
async function eventLoopLag(): Promise<string> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) =>
    Number(text.match(new RegExp(`^${name} ([0-9.e+-]+)`, "m"))?.[1] ?? Number.NaN) * 1000;
  return `event-loop lag p99 ${value("nodejs_eventloop_lag_p99_seconds").toFixed(0)} ms, max ${value("nodejs_eventloop_lag_max_seconds").toFixed(0)} ms`;
}
const token = SCALE_URL
  ? (await scaleSignIn(server.url)(arg("who") ?? "admin@grand.example")).authorization.slice("Bearer ".length)
  : await signIn();
async function signIn(): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@ata.example", password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The server process's resident memory and its high-water mark, in MB (Linux's /proc). */
function memoryMb(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * The CPU seconds each of the server's threads has used (Linux's /proc, user + system): the export's
 * cost on a shared machine, where its wall time depends on the others' load. Threads gone (an
 * export's worker once it has finished) are counted through the exit of their last sample.
 */
function threadCpu(): Map<string, { name: string; seconds: number }> {
  const threads = new Map<string, { name: string; seconds: number }>();
  const task = `/proc/${server.child.pid}/task`;
  for (const tid of readdirSync(task)) {
    try {
      const stat = readFileSync(`${task}/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are the stat's 14th and 15th fields, in clock ticks (100 a second).
      threads.set(tid, { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}

/** The CPU the server's threads used between two samples: the busiest few, and the total. */
function cpuSince(
  before: Map<string, { name: string; seconds: number }>,
  latest: Map<string, { name: string; seconds: number }>,
): string {
  const used = [...latest].map(([tid, { name, seconds }]) => ({
    label: `${name}#${tid}`,
    seconds: seconds - (before.get(tid)?.seconds ?? 0),
  }));
  const total = used.reduce((sum, thread) => sum + thread.seconds, 0);
  const busiest = used
    .filter((thread) => thread.seconds >= 0.1)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 4)
    .map((thread) => `${thread.label} ${thread.seconds.toFixed(1)} s`);
  return `${total.toFixed(1)} s (${busiest.join(", ")})`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (values: number[]) =>
  `${values.length} calls, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

/** Calls /api/health one after the other until `until` settles; answers each call's latency. */
async function healthWhile(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`health ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function exportOnce(): Promise<{
  firstByte: number;
  total: number;
  bytes: number;
  rssMax: number;
  cpu: string;
}> {
  const started = performance.now();
  let rssMax = memoryMb().rss;
  const cpuBefore = threadCpu();
  // The threads' latest figures: the worker's last sample before it exits keeps its CPU counted.
  const cpuLatest = new Map(cpuBefore);
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, memoryMb().rss);
    for (const [tid, figure] of threadCpu()) cpuLatest.set(tid, figure);
  }, 50);
  const response = await fetch(`${server.url}${EXPORT_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export ${response.status}: ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (firstByte === 0) firstByte = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  clearInterval(sampler);
  for (const [tid, figure] of threadCpu()) cpuLatest.set(tid, figure);
  return {
    firstByte,
    total: performance.now() - started,
    bytes,
    rssMax,
    cpu: cpuSince(cpuBefore, cpuLatest),
  };
}

try {
  for (let round = 1; round <= ROUNDS; round++) {
    const before = memoryMb().rss;
    const alone = await healthWhile(new Promise((resolve) => setTimeout(resolve, 3_000)));
    const exporting = exportOnce();
    const during = await healthWhile(exporting);
    const result = await exporting;
    console.log(`round ${round}:`);
    console.log(`  health alone          ${describe(alone)}`);
    console.log(`  health during export  ${describe(during)}`);
    console.log(
      `  export: first byte ${result.firstByte.toFixed(0)} ms, done in ${(result.total / 1000).toFixed(1)} s, ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `  server memory: ${before.toFixed(0)} MB before, ${result.rssMax.toFixed(0)} MB at most during the export, high-water mark ${memoryMb().peak.toFixed(0)} MB`,
    );
    console.log(`  server CPU during the export: ${result.cpu}`);
    console.log(`  server since start: ${await eventLoopLag()}`);
  }
} finally {
  await server.stop();
  await opened?.database.close();
  await opened?.drop();
}
