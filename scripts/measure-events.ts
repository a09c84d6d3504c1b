// Budget of the live stream: one server process with 1,000 open SSE connections delivers an event
// to its user's connection in under 200 ms at the 99th percentile; also reports the server's memory
// per open connection. Needs PostgreSQL (TEST_DATABASE_URL, default the local server): the events
// are committed by this script, as another server process would.
// Run: npx tsx scripts/measure-events.ts [connections] [events]
import http from "node:http";
import { performance } from "node:perf_hooks";
import { users } from "../apps/api/src/db/schema/index.ts";
import { systemClock } from "../apps/api/src/platform/clock.ts";
import { DatabaseEventBus } from "../apps/api/src/platform/events/database-event-bus.ts";
import { openSession } from "../apps/api/src/platform/sessions.ts";
import { residentBytes } from "../apps/api/src/test/server-process.ts";
import { startDemoServer } from "./measure-fixtures.ts";

const CONNECTIONS = Number(process.argv[2] ?? 1_000);
const EVENTS = Number(process.argv[3] ?? 2_000);
const EVENTS_PER_SECOND = 200;
const BUDGET_P99_MS = 200;

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
const now = () => performance.timeOrigin + performance.now();

const rssMb = (pid: number) => residentBytes(pid) / (1024 * 1024);

const { opened, database, server } = await startDemoServer();
const pid = server.child.pid ?? 0;

const latencies: number[] = [];
const sentAt = new Map<number, number>();
const sockets: http.ClientRequest[] = [];
let received = 0;

/** One SSE connection on its own socket; resolves once the stream is open. */
function connect(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}/api/events`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split("\n").find((line) => line.startsWith("data: "));
            if (!data) continue;
            const { count } = JSON.parse(data.slice(6)) as { count: number };
            const sent = sentAt.get(count);
            if (sent !== undefined) {
              latencies.push(now() - sent);
              received++;
            }
          }
        });
        resolve();
      },
    );
    request.on("error", reject);
    sockets.push(request);
  });
}

try {
  // One user per connection, as in a school where each person has the app open once.
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        companyId: i % 2 === 0 ? "ata" : "horizon",
        email: `mesure-${i}@events.example`,
        passwordHash: "not-a-hash",
        roles: ["student" as const],
      })),
    )
    .returning({ id: users.id, companyId: users.companyId });
  console.log(`database: postgres, server pid ${pid}`);
  const tokens = [];
  for (const owner of people) {
    tokens.push(
      await openSession(database.db, systemClock, {
        userId: owner.id,
        lifetimeMs: 3_600_000,
        ip: "127.0.0.1",
        userAgent: "measure-events",
      }),
    );
  }
  // A first connection warms the route up before the memory is read.
  await connect(tokens[0]!);
  const rssBefore = rssMb(pid);
  const connectStarted = performance.now();
  for (let i = 1; i < CONNECTIONS; i += 50) {
    await Promise.all(tokens.slice(i, i + 50).map((token) => connect(token)));
  }
  const connectMs = performance.now() - connectStarted;
  const rssAfter = rssMb(pid);

  const publisher = new DatabaseEventBus(database, systemClock);
  let expected = 0;
  const publishStarted = performance.now();
  for (let count = 1; count <= EVENTS; count++) {
    // Each event goes to one user, so to one connection.
    const target = people[count % people.length]!;
    expected++;
    sentAt.set(count, now());
    await database.db.transaction((tx) =>
      publisher.publish(tx, {
        companyId: target.companyId,
        userIds: [target.id],
        type: "unread.changed",
        data: { count },
      }),
    );
    const due = publishStarted + (count * 1000) / EVENTS_PER_SECOND;
    const ahead = due - performance.now();
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
  const deadline = performance.now() + 5_000;
  while (received < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  console.log(
    [
      `connections: ${CONNECTIONS} open in ${(connectMs / 1000).toFixed(1)} s`,
      `server RSS: ${rssBefore.toFixed(0)} MB with 1 stream, ${rssAfter.toFixed(0)} MB with ${CONNECTIONS}: ` +
        `${(((rssAfter - rssBefore) * 1024) / (CONNECTIONS - 1)).toFixed(1)} KB per connection`,
      `events: ${EVENTS} at ${EVENTS_PER_SECOND}/s, ${received} deliveries of ${expected} expected`,
      `latency publish → client: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (budget p99 < ${BUDGET_P99_MS} ms)`,
    ].join("\n"),
  );
  if (received < expected || p99 >= BUDGET_P99_MS) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.destroy();
  await server.stop();
  await database.close();
  await opened.drop();
}
