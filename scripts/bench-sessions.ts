// Throughput of `GET /api/auth/me` and the unread count at 50 connections, with the session cache off
// (SESSION_CACHE_SECONDS=0: one session query per request, as before) and on (the default), against a
// bare Fastify route serving the same bytes. Each runs in its own server process on one PostgreSQL
// database (TEST_DATABASE_URL, default the local server); the runs alternate.
// Run: npx tsx scripts/bench-sessions.ts [seconds] [rounds]
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { demoAccounts } from "../apps/api/src/test/factories.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { freePort, startServerProcess } from "../apps/api/src/test/server-process.ts";

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 2);
const CONNECTIONS = 50;

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const opened = await openTestDatabase();
await opened.database.migrate();
await demoAccounts(opened.database.db);
const env = { DATABASE_URL: opened.url ?? "", SEED_DEMO: "false", LOG_LEVEL: "warn" };
const before = await startServerProcess({ ...env, SESSION_CACHE_SECONDS: "0" });
const after = await startServerProcess(env);

const login = await fetch(`${after.url}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "apprenant@ata.example", password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };
const meBody = await (await fetch(`${after.url}/api/auth/me`, { headers })).text();

// The limit: a bare Fastify route answering the same bytes, in a process of its own.
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const app = require("fastify")(); const body = ${JSON.stringify(meBody)};
     app.get("/bare", (req, reply) => reply.type("application/json").send(body));
     app.listen({ port: ${barePort}, host: "127.0.0.1" }).then(() => console.log("prêt"));`,
  ],
  { cwd: "apps/api", stdio: ["ignore", "pipe", "inherit"] },
);
await new Promise((resolve) => bare.stdout?.once("data", resolve));

async function rate(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const targets = {
  "bare route": `http://127.0.0.1:${barePort}/bare`,
  "me, no cache": `${before.url}/api/auth/me`,
  "me, cache": `${after.url}/api/auth/me`,
  "unread, no cache": `${before.url}/api/messages/unread-count`,
  "unread, cache": `${after.url}/api/messages/unread-count`,
};
const totals = new Map<string, { rps: number; p99: number; errors: number }[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, url] of Object.entries(targets)) {
    const run = await rate(url);
    totals.set(name, [...(totals.get(name) ?? []), run]);
  }
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const bareRps = mean((totals.get("bare route") ?? []).map((r) => r.rps));
console.log(`${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} alternated rounds`);
for (const [name, runs] of totals) {
  const rps = mean(runs.map((r) => r.rps));
  const p99 = Math.max(...runs.map((r) => r.p99));
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `${name.padEnd(18)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99} ms  ${((100 * rps) / bareRps).toFixed(0)} % of bare  errors ${errors}`,
  );
}

bare.kill();
await before.stop();
await after.stop();
await opened.database.close();
await opened.drop();
