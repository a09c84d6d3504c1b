// Webhooks' budget (issue 43): 1,000 deliveries a minute to a local receiver must not slow the API's p99
// by more than 10 %. A real server process on PostgreSQL (a fresh database with the demo seed), a
// receiver on 127.0.0.1 (WEBHOOK_ALLOW_LOOPBACK), autocannon on a GET route as an administrator, and
// alongside it the same stream of student edits (PATCH, ~1,000 a minute) in both phases: the
// subscription off (no delivery written nor sent), then on (each edit writes its outbox row in its
// transaction and the worker sends it, signed). Only the webhooks differ between the two phases.
// Run: npx tsx scripts/bench-webhooks.ts [--seconds=30] [--rounds=3] [--per-minute=1000] [--pg=postgres://postgres@127.0.0.1:5432/postgres]
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { createDatabase, dropDatabase } from "../apps/api/src/test/postgres-databases.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";
import { WebhookReceiver } from "../apps/api/src/test/webhook-receiver.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SECONDS = Number(arg("seconds") ?? 30);
const PER_MINUTE = Number(arg("per-minute") ?? 1000);
const PG = arg("pg") ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Below saturation on two shared cores: a p99 that reads the route, not the queue. */
const CONNECTIONS = 4;
const ROUNDS = Number(arg("rounds") ?? 3);
const ROUTE = "/api/students?pageSize=25";

const receiver = await new WebhookReceiver().start();
const name = `bench_hooks_${Date.now()}`;
const databaseUrl = await createDatabase(PG, name);
const server = await startServerProcess({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: "true",
  WEBHOOK_ALLOW_LOOPBACK: "true",
  LOG_LEVEL: "warn",
});

async function signIn(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function call(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const admin = await signIn("admin@ata.example");
const direction = await signIn("direction@ata.example");
const students = (await call("GET", "/api/students?pageSize=100", admin)).items as { id: string }[];
const hook = await call("POST", "/api/webhooks", direction, {
  url: `${receiver.url}/hooks`,
  events: ["student.updated"],
});

/** Edits students at PER_MINUTE (caught up on a short tick, not waiting for answers) until stopped. */
function editStream(): { stop: () => Promise<number> } {
  let edits = 0;
  const inFlight = new Set<Promise<unknown>>();
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) * PER_MINUTE) / 60_000);
    while (edits < due) {
      const student = students[edits % students.length];
      if (!student) return;
      const edit = call("PATCH", `/api/students/${student.id}`, admin, { note: `Édition ${edits}` });
      edits++;
      inFlight.add(edit);
      void edit.finally(() => inFlight.delete(edit));
    }
  }, 10);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return edits;
    },
  };
}

/** The server process's CPU time so far, in seconds (user + system, from /proc): steadier than latency on a shared machine. */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function phase(label: string) {
  receiver.clear();
  const cpuBefore = serverCpuSeconds();
  const edits = editStream();
  const result = await autocannon({
    url: `${server.url}${ROUTE}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: admin,
  });
  const made = await edits.stop();
  // Whatever is still on its way arrives within a few seconds.
  const deadline = Date.now() + 10_000;
  while (receiver.received.length < made && Date.now() < deadline && label !== "off")
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    edits: made,
    editsPerMinute: Math.round((made * 60) / SECONDS),
    delivered: receiver.received.length,
    serverCpuSeconds: Number((serverCpuSeconds() - cpuBefore).toFixed(1)),
    errors: result.errors + result.non2xx,
  };
}

try {
  await call("PATCH", `/api/webhooks/${hook.id}`, direction, { enabled: false });
  // A warm-up, then each phase twice, alternating (the machine is shared: noise shows as a spread).
  await autocannon({ url: `${server.url}${ROUTE}`, connections: CONNECTIONS, duration: 5, headers: admin });
  const results = [];
  for (let round = 0; round < ROUNDS; round++) {
    await call("PATCH", `/api/webhooks/${hook.id}`, direction, { enabled: false });
    results.push(await phase("off"));
    await call("PATCH", `/api/webhooks/${hook.id}`, direction, { enabled: true });
    results.push(await phase("on"));
  }
  console.table(results);
  // The median of the rounds: one round disturbed by another process does not decide.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const p99 = (label: string) => median(results.filter((r) => r.label === label).map((r) => r.p99));
  const cpu = (label: string) =>
    median(results.filter((r) => r.label === label).map((r) => r.serverCpuSeconds));
  console.log(
    `server CPU per phase (median): ${cpu("off")} s without webhooks, ${cpu("on")} s with them (load average: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`,
  );
  const ratio = p99("on") / p99("off");
  console.log(
    `p99 ${ROUTE}: ${p99("off").toFixed(1)} ms without webhooks, ${p99("on").toFixed(1)} ms with ${PER_MINUTE} deliveries a minute (${((ratio - 1) * 100).toFixed(1)} %; budget +10 %)`,
  );
  if (ratio > 1.1) process.exitCode = 1;
} finally {
  await server.stop();
  await receiver.close();
  await dropDatabase(PG, name);
}
