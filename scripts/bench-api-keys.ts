// Budget of issue 43: a request made with an API key costs no more than one made with a sign-in
// session. The same GET route (`/api/students`, an administrator's list) at 50 connections, with a
// super administrator's key (`students:read`) and an administrator's session, in one server process on
// one PostgreSQL database (TEST_DATABASE_URL, default the local server); the runs alternate.
// Exits 1 when the key's throughput is under 95 % of the session's (the noise of one machine).
// Run: npx tsx scripts/bench-api-keys.ts [seconds] [rounds]
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { demoAccounts } from "../apps/api/src/test/factories.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 50;
const ROUTE = "/api/students?pageSize=25";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const opened = await openTestDatabase();
await opened.database.migrate();
await demoAccounts(opened.database.db);
const server = await startServerProcess({
  DATABASE_URL: opened.url ?? "",
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  // The bench measures the cost of a request, not the limit: far above what it sends in a minute.
  API_KEY_REQUESTS_PER_MINUTE: "1000000",
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

const sessionToken = await signIn("admin@ata.example");
const created = await fetch(`${server.url}/api/api-keys`, {
  method: "POST",
  headers: {
    "content-type": "application/json",
    authorization: `Bearer ${await signIn("direction@ata.example")}`,
  },
  body: JSON.stringify({ name: "Banc d'essai", scopes: ["students:read"] }),
});
if (created.status !== 201) throw new Error(`key not created: ${created.status} ${await created.text()}`);
const { secret } = (await created.json()) as { secret: string };

const callers = { session: sessionToken, "API key": secret };
for (const [name, token] of Object.entries(callers)) {
  const check = await fetch(`${server.url}${ROUTE}`, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
async function rate(token: string): Promise<Run> {
  const result = await autocannon({
    url: `${server.url}${ROUTE}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const totals = new Map<string, Run[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, token] of Object.entries(callers))
    totals.set(name, [...(totals.get(name) ?? []), await rate(token)]);
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rpsOf = (name: string) => mean((totals.get(name) ?? []).map((run) => run.rps));
console.log(`GET ${ROUTE}, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} alternated rounds`);
for (const [name, runs] of totals) {
  console.log(
    `${name.padEnd(8)} ${rpsOf(name).toFixed(0).padStart(7)} req/s  p50 ${mean(runs.map((r) => r.p50)).toFixed(1)} ms  p99 ${Math.max(...runs.map((r) => r.p99))} ms  errors ${runs.reduce((sum, r) => sum + r.errors, 0)}`,
  );
}
const ratio = rpsOf("API key") / rpsOf("session");
console.log(`API key / session: ${(100 * ratio).toFixed(1)} % of the throughput`);

await server.stop();
await opened.database.close();
await opened.drop();
if (ratio < 0.95) {
  console.error("over budget: a key's request costs more than a session's");
  process.exitCode = 1;
}
