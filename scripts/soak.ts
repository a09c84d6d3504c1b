// The soak of issue 16: one API process on the scale data set (scripts/seed-scale.ts), 100 connections of
// mixed reads and writes for 10 minutes. Writes are messages from students to a teacher of theirs, each
// with this run's mark, so that « writes answered 201 » can be compared with the rows in the database.
// Prints errors, p50/p99 latency, the RSS after the first minute and at the end.
// Run: npx tsx scripts/soak.ts [--shape=base | --url=…campus_scale] [--seconds=600] [--connections=100] [--students=500]
// [--writes=0.2]: the share of writes in the mix. [--think=MS]: without it each connection sends its next request as soon as the last one is answered (the
// machine's saturation, autocannon); with it each connection is a user who pauses MS on average between
// two requests (autocannon's own rate limit sends each second's requests in one burst).
// [--server=http://127.0.0.1:PORT --pid=PID]: against a process started by hand on the same database
// (to profile it: `node --cpu-prof --import tsx apps/api/src/server.ts`); its RSS is read through --pid.
// [--socket=/var/run/postgresql]: the server it starts reaches PostgreSQL through that Unix socket, as one
// on the database's machine may (README), instead of TCP. [--prepared=N]: its
// DATABASE_PREPARED_STATEMENTS (the server's default, none, unless given).
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { residentBytes, startServerProcess } from "../apps/api/src/test/server-process.ts";
import { scaleDatabaseUrl } from "./scale-shapes/shapes.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const URL_ = scaleDatabaseUrl();
const SECONDS = Number(arg("seconds") ?? 600);
const CONNECTIONS = Number(arg("connections") ?? 100);
const STUDENTS = Number(arg("students") ?? 500);
const THINK = arg("think") ? Number(arg("think")) : undefined;
const WRITE_SHARE = Number(arg("writes") ?? 0.2);
const mark = `soak-${randomUUID().slice(0, 8)}`;

const given = arg("server");
const socket = arg("socket");
const serverDatabaseUrl = new URL(URL_);
if (socket) serverDatabaseUrl.searchParams.set("host", socket);
const server = given
  ? { url: given, child: { pid: Number(arg("pid")) }, stop: async () => undefined }
  : await startServerProcess({
      DATABASE_URL: serverDatabaseUrl.href,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...(arg("prepared") ? { DATABASE_PREPARED_STATEMENTS: arg("prepared") as string } : {}),
    });
const database = await openDatabase({ url: URL_ });
const pid = server.child.pid as number;

console.log(`Signing in ${STUDENTS} students…`);
const emails = Array.from({ length: STUDENTS }, (_, s) => `apprenant${s}@grand.example`);
// Each student writes to a teacher of one of their courses.
const teacherOf = new Map(
  (
    await database.db.execute<{ email: string; teacher: string }>(sql`
      select distinct on (su.email) su.email, tu.id as teacher
      from users su
      join students st on st.user_id = su.id
      join enrolments e on e.student_id = st.id
      join course_teachers ct on ct.course_id = e.course_id
      join teachers t on t.id = ct.teacher_id
      join users tu on tu.id = t.user_id
      where su.email in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})
      order by su.email, e.course_id`)
  ).rows.map((row) => [row.email, row.teacher]),
);
const people: { token: string; teacherUserId: string }[] = [];
for (const email of emails) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} (run scripts/seed-scale.ts first)`);
  const { token } = (await response.json()) as { token: string };
  people.push({ token, teacherUserId: teacherOf.get(email) ?? "" });
}

// The student's screens, as the web app asks them: the home's coming two weeks (upcoming-slots-card.tsx),
// the live slot, the grades, the absences, the conversations.
const DAY_MS = 24 * 60 * 60 * 1000;
const minute = Math.floor(Date.now() / 60_000) * 60_000;
const comingTwoWeeks = `from=${new Date(minute).toISOString()}&to=${new Date(minute + 14 * DAY_MS).toISOString()}`;
const READS = [
  `/api/slots/mine?${comingTwoWeeks}`,
  "/api/slots/live",
  "/api/grades/mine",
  "/api/absences",
  "/api/conversations",
];
let writesSent = 0;
let writesAnswered = 0;
let writesAccepted = 0;
let writesRefused = 0;
const refusals = new Map<number, number>();
let next = 0;
const memory: number[] = [];
const sampler = setInterval(() => memory.push(residentBytes(pid)), 10_000);
const startRss = residentBytes(pid);

/** The next request of the mix: a fifth are messages written, the rest the students' main reads. */
function nextRequest(): {
  isWrite: boolean;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const person = people[next++ % people.length] as (typeof people)[number];
  const headers = { authorization: `Bearer ${person.token}` };
  if (Math.random() < WRITE_SHARE) {
    writesSent++;
    return {
      isWrite: true,
      method: "POST",
      path: `/api/conversations/with/${person.teacherUserId}/messages`,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ text: `${mark} ${next}` }),
    };
  }
  return { isWrite: false, method: "GET", path: READS[next % READS.length] as string, headers };
}

function countAnswer(isWrite: boolean, status: number) {
  if (isWrite) writesAnswered++;
  if (status === 201) writesAccepted++;
  else if (status >= 400) {
    writesRefused++;
    refusals.set(status, (refusals.get(status) ?? 0) + 1);
  }
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
}
interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  latency: Latency;
  /** Paced runs only: the same figures for each route of the mix, to see which one makes the tail. */
  byRoute?: Map<string, Latency & { count: number }>;
}

function percentiles(latencies: number[]): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** Each connection sends its next request as soon as the last one is answered: the saturation. */
async function saturate(): Promise<LoadResult> {
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request, context: { isWrite?: boolean }) => {
          const { isWrite, ...call } = nextRequest();
          context.isWrite = isWrite;
          return { ...request, ...call, headers: { ...request.headers, ...call.headers } };
        },
        onResponse: (status, _body, context: { isWrite?: boolean }) =>
          countAnswer(context.isWrite === true, status),
      },
    ],
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}

/**
 * One request on a kept-alive connection, its answer read whole. node:http rather than fetch, whose
 * Request and Response objects made the load generator use as much CPU as PostgreSQL, on the same
 * two cores as the server it measures.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    // Asks for compressed answers, as browsers (and fetch) do: the server's compression is part of the cost.
    const all = { "accept-encoding": "gzip, deflate, br", ...headers };
    const call = request(`${server.url}${path}`, { method, headers: all, agent }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
      response.on("error", reject);
    });
    call.on("error", reject);
    call.end(body);
  });
}

/**
 * As many users as connections, each pausing between two requests (exponential think time of mean
 * THINK ms, so that the arrivals do not come in waves): the latency a user sees at a given load.
 */
async function pace(thinkMs: number): Promise<LoadResult> {
  const until = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const byRoute = new Map<string, number[]>();
  let errors = 0;
  let non2xx = 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs));
  async function user() {
    await pause();
    while (Date.now() < until) {
      const { isWrite, method, path, headers, body } = nextRequest();
      const started = performance.now();
      try {
        const response = await send(method, path, headers, body);
        const took = performance.now() - started;
        latencies.push(took);
        const route = `${method} ${path.split("?")[0]?.replace(/\/[0-9a-f-]{36}\//, "/:id/")}`;
        const list = byRoute.get(route) ?? [];
        list.push(took);
        byRoute.set(route, list);
        if (response.status >= 300) non2xx++;
        countAnswer(isWrite, response.status);
      } catch {
        errors++;
      }
      await pause();
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, user));
  return {
    requests: latencies.length + errors,
    errors,
    non2xx,
    latency: percentiles(latencies),
    byRoute: new Map(
      [...byRoute].map(([route, list]) => [route, { ...percentiles(list), count: list.length }]),
    ),
  };
}

const result = THINK ? await pace(THINK) : await saturate();
clearInterval(sampler);

const [row] = (
  await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages where body like ${`${mark} %`}`,
  )
).rows;
const rows = Number(row?.n ?? 0);
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);
const afterFirstMinute = memory[Math.min(memory.length - 1, 5)] ?? startRss;
const end = memory.at(-1) ?? residentBytes(pid);
console.log(
  `${CONNECTIONS} connections, ${THINK ? `users pausing ${THINK} ms on average` : "each as fast as answered"}, ${SECONDS} s, ${Math.round(WRITE_SHARE * 100)} % writes`,
);
console.log(
  `requests ${result.requests}, ${(result.requests / SECONDS).toFixed(0)} req/s; errors ${result.errors}, non-2xx ${result.non2xx} (refused ${writesRefused}: ${[...refusals].map(([status, n]) => `${n} × ${status}`).join(", ")})`,
);
console.log(
  `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
for (const [route, figures] of result.byRoute ?? []) {
  console.log(
    `  ${route.padEnd(44)} ${String(figures.count).padStart(6)} × p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms`,
  );
}
// Writes still in flight when the run stopped may or may not have committed: at most one a connection.
const inFlight = writesSent - writesAnswered;
const isConsistent = rows >= writesAccepted && rows <= writesAccepted + inFlight;
console.log(
  `writes answered 201: ${writesAccepted}, in flight at the stop: ${inFlight}; rows in the database: ${rows} (${isConsistent ? "consistent" : "INCONSISTENT"})`,
);
console.log(
  `RSS start ${mb(startRss)} MB, after the first minute ${mb(afterFirstMinute)} MB, end ${mb(end)} MB`,
);
await database.close();
await server.stop();
