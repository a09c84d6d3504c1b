// Budget of the time counters: 10,000 heartbeats a minute cost under 10 % of one core.
// 5,000 signed-in students (one beat each every 30 s, as the browser sends them) beat on a course for
// DURATION seconds at that pace, over HTTP, against a real server process (`server.ts`, default
// configuration: request logs included). The CPU measured is the server process's own (/proc: the
// requests, the batched writes every 5 s; on PGlite the embedded database too), over the wall time;
// the client's cost (this script) is not counted.
// Run: npx tsx scripts/measure-heartbeats.ts [--duration=60]   (TEST_DATABASE_URL set: on PostgreSQL)
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { authSessions, enrolments, students, users } from "../apps/api/src/db/schema/index.ts";
import { hashToken, newToken } from "../apps/api/src/platform/tokens.ts";
import { passwordHash } from "../apps/api/src/test/factories.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";
import { createMeasuredCourse } from "./measure-fixtures.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const DURATION_S = Number(arg("duration") ?? 60);
const BEATS_PER_MINUTE = 10_000;
const STUDENTS = 5_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The database the server will open: a fresh PostgreSQL database, or a PGlite folder.
const dataDir = mkdtempSync(path.join(tmpdir(), "campus-heartbeats-"));
const target = onPostgres
  ? await openTestDatabase()
  : {
      database: await openDatabase({ dataDir: path.join(dataDir, "pglite") }),
      url: undefined,
      drop: async () => {},
    };
const { database } = target;
await database.migrate();
const db = database.db;
const { courseId } = await createMeasuredCourse(db);
const hash = await passwordHash();
const tokens: string[] = [];
for (let start = 0; start < STUDENTS; start += 1000) {
  const n = Math.min(1000, STUDENTS - start);
  const numbers = Array.from({ length: n }, (_, i) => start + i);
  const ids = await db
    .insert(users)
    .values(
      numbers.map((k) => ({
        companyId: "horizon",
        email: `mesure${k}@horizon.example`,
        roles: ["student" as const],
        firstname: "Mesure",
        lastname: `N${k}`,
        displayName: `Mesure N${k}`,
        passwordHash: hash,
        country: "France",
      })),
    )
    .returning({ id: users.id });
  const records = await db
    .insert(students)
    .values(
      ids.map(({ id }, i) => ({
        companyId: "horizon",
        userId: id,
        studentNumber: `MES-${numbers[i]}`,
        firstname: "Mesure",
        lastname: `N${numbers[i]}`,
        email: `mesure${numbers[i]}@horizon.example`,
        searchText: `mesure n${numbers[i]}`,
      })),
    )
    .returning({ id: students.id });
  await db
    .insert(enrolments)
    .values(records.map(({ id }) => ({ companyId: "horizon", courseId, studentId: id })));
  const batch = ids.map(() => newToken());
  await db.insert(authSessions).values(
    ids.map(({ id }, i) => ({
      tokenHash: hashToken(batch[i] ?? ""),
      userId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  tokens.push(...batch);
}
await database.close();

const server = await startServerProcess(
  { DATABASE_URL: target.url ?? "", SEED_DEMO: "false", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
  { dataDir },
);
const pid = server.child.pid as number;
// The server's request logs go to a pipe: read and dropped, as a log collector would.
server.child.stdout?.resume();
server.child.stderr?.resume();
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
const payload = JSON.stringify({ courseId, activity: "page" });
const beat = (token: string) =>
  new Promise<void>((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/time/heartbeat`,
      {
        method: "POST",
        agent,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 204 ? resolve() : reject(new Error(`heartbeat ${response.statusCode}`)),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });

/** CPU seconds of the server process so far, in user and system mode (from /proc). */
async function serverCpuSeconds(): Promise<{ user: number; system: number }> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

try {
  // Warm-up: every student's first beat (their session and course access get cached, as in a
  // process that has been running for a while), then its batched write before the measure.
  for (let i = 0; i < tokens.length; i += 50) await Promise.all(tokens.slice(i, i + 50).map(beat));
  await new Promise((resolve) => setTimeout(resolve, 6_000));

  const total = Math.round((BEATS_PER_MINUTE * DURATION_S) / 60);
  const cpuBefore = await serverCpuSeconds();
  const wallBefore = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = wallBefore + (i * 60_000) / BEATS_PER_MINUTE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(beat(tokens[i % tokens.length] ?? ""));
  }
  await Promise.all(pending);
  // The rest of the last period (its batched write included).
  const end = wallBefore + DURATION_S * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - performance.now())));
  const cpuAfter = await serverCpuSeconds();
  const user = cpuAfter.user - cpuBefore.user;
  const system = cpuAfter.system - cpuBefore.system;
  const cpuSeconds = user + system;
  const wallSeconds = (performance.now() - wallBefore) / 1000;
  console.log(
    `heartbeats: ${total} from ${tokens.length} students in ${wallSeconds.toFixed(1)} s on ${onPostgres ? "PostgreSQL" : "PGlite (in the server process)"}: server CPU ${cpuSeconds.toFixed(2)} s = ${((cpuSeconds / wallSeconds) * 100).toFixed(1)} % of one core (budget 10 %; user ${user.toFixed(2)} s, system ${system.toFixed(2)} s), load ${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  agent.destroy();
  await server.stop();
  await target.drop();
}
