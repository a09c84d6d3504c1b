// Flat routes (issue 16): each main list and home route on the scale data set (scripts/seed-scale.ts),
// big company against its small twin, and both against a bare Fastify route serving the same bytes.
// Alone: the median of sequential requests, the three alternating. Throughput: autocannon at 50
// connections, after a warm-up second each (the JIT has not yet seen a route), then in rounds that
// alternate the three, the median of the rounds: a drift of the machine (another process, the GC) then
// weighs on all three alike. Prints the ratios (goal: big ≤ 1.25 × small alone, ≥ 0.8 of its throughput).
// Run: npx tsx scripts/bench.ts [--shape=base | --url=…campus_scale] [--seconds=1.5] [--rounds=3] [--only=slots] [--bare=body]
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../apps/api/src/test/server-process.ts";
import { CONNECTIONS, type Rate, summarize, throughput } from "./scale-shapes/load.ts";
import { scaleDatabaseUrl } from "./scale-shapes/shapes.ts";
import { scaleSignIn } from "./scale-sign-in.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const URL_ = scaleDatabaseUrl();
const SECONDS = Number(arg("seconds") ?? 1.5);
const ROUNDS = Number(arg("rounds") ?? 3);
const ONLY = arg("only");
const SEQUENTIAL = 15;

const week = () => {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  return `from=${monday.toISOString()}&to=${sunday.toISOString()}`;
};

/** Who asks, and what: `who` is the account's local part (apprenant0, prof0, admin) in each company. */
const ROUTES: { who: string; path: string }[] = [
  { who: "apprenant0", path: `/api/slots/mine?${week()}` },
  { who: "apprenant0", path: "/api/slots/live" },
  { who: "apprenant0", path: "/api/grades/mine" },
  { who: "apprenant0", path: "/api/absences" },
  { who: "apprenant0", path: "/api/auth/me" },
  { who: "apprenant0", path: "/api/messages/unread-count" },
  { who: "apprenant0", path: "/api/conversations" },
  { who: "apprenant0", path: "/api/assignments" },
  { who: "apprenant0", path: "/api/content/support" },
  { who: "prof0", path: "/api/courses" },
  { who: "prof0", path: "/api/slots" },
  { who: "prof0", path: "/api/slots/live" },
  { who: "admin", path: "/api/students" },
  { who: "admin", path: "/api/slots" },
  { who: "admin", path: "/api/absences" },
  { who: "admin", path: "/api/users" },
  { who: "admin", path: "/api/administrators" },
  { who: "admin", path: "/api/whitelist" },
  { who: "admin", path: "/api/audit" },
  { who: "admin", path: "/api/courses" },
  // The small twin has 5 teachers: both pages hold 5 rows, so the ratio compares the query, not the page size.
  { who: "admin", path: "/api/teachers?pageSize=5" },
].filter((route) => !ONLY || route.path.includes(ONLY));

const server = await startServerProcess({ DATABASE_URL: URL_, SEED_DEMO: "false", LOG_LEVEL: "warn" });
const auth = scaleSignIn(server.url);

// What the big company's answers weigh: the bare server answers the same bytes, body and headers (the
// security headers weigh about 1 KB an answer); --bare=body sends the body alone.
const BARE_HEADERS = arg("bare") !== "body";
// autocannon asks for no compression, so the API answers it uncompressed: the bare route does too.
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "x-request-id",
  "content-encoding",
  "vary",
  "transfer-encoding",
]);
const bodies: string[] = [];
const answerHeaders: Record<string, string>[] = [];
for (const route of ROUTES) {
  const response = await fetch(`${server.url}${route.path}`, {
    headers: await auth(`${route.who}@grand.example`),
  });
  if (!response.ok) throw new Error(`${route.path}: ${response.status} ${await response.text()}`);
  bodies.push(await response.text());
  answerHeaders.push(
    BARE_HEADERS
      ? Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)))
      : { "content-type": "application/json" },
  );
}
const barePort = await freePort();
// The answers go through a file: a command-line argument holds at most 128 KB (E2BIG).
const answersFile = path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "answers.json");
writeFileSync(answersFile, JSON.stringify({ bodies, headers: answerHeaders }));
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const app = require("fastify")();
     const { bodies, headers } = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(answersFile)}, "utf8"));
     app.get("/bare/:n", (req, reply) => reply.headers(headers[Number(req.params.n)]).send(bodies[Number(req.params.n)]));
     app.listen({ port: ${barePort}, host: "127.0.0.1" }).then(() => console.log("prêt"));`,
  ],
  { cwd: "apps/api", stdio: ["ignore", "pipe", "inherit"] },
);
await new Promise((resolve) => bare.stdout?.once("data", resolve));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function timeOnce(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

console.log(
  `${ROUTES.length} routes; alone: median of ${SEQUENTIAL}; throughput: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s`,
);
console.log(
  "route".padEnd(42),
  "big ms".padStart(8),
  "small ms".padStart(9),
  "bare ms".padStart(8),
  "ratio".padStart(6),
  "big r/s".padStart(8),
  "small r/s".padStart(10),
  "bare r/s".padStart(9),
  "share".padStart(6),
  "% bare".padStart(7),
);
let failures = 0;
for (const [index, route] of ROUTES.entries()) {
  const targets = [
    { url: `${server.url}${route.path}`, headers: await auth(`${route.who}@grand.example`) },
    { url: `${server.url}${route.path}`, headers: await auth(`${route.who}@petit.example`) },
    { url: `http://127.0.0.1:${barePort}/bare/${index}`, headers: {} },
  ];
  const times: number[][] = [[], [], []];
  for (const target of targets) await timeOnce(target.url, target.headers);
  for (let i = 0; i < SEQUENTIAL; i++) {
    for (const [k, target] of targets.entries()) times[k]?.push(await timeOnce(target.url, target.headers));
  }
  const [big, small, bareMs] = times.map(median) as [number, number, number];
  for (const target of targets) await throughput(target.url, target.headers, 1);
  const rounds: Rate[][] = [[], [], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, target] of targets.entries())
      rounds[k]?.push(await throughput(target.url, target.headers, SECONDS));
  }
  const [bigRate, smallRate, bareRate] = rounds.map(summarize) as [Rate, Rate, Rate];
  const ratio = big / small;
  const share = bigRate.rps / smallRate.rps;
  const flat = ratio <= 1.25 && share >= 0.8;
  if (!flat) failures++;
  console.log(
    `${route.who.padEnd(10)} ${route.path.split("?")[0]?.padEnd(31)}`,
    big.toFixed(1).padStart(8),
    small.toFixed(1).padStart(9),
    bareMs.toFixed(1).padStart(8),
    ratio.toFixed(2).padStart(6),
    bigRate.rps.toFixed(0).padStart(8),
    smallRate.rps.toFixed(0).padStart(10),
    bareRate.rps.toFixed(0).padStart(9),
    share.toFixed(2).padStart(6),
    `${((100 * bigRate.rps) / bareRate.rps).toFixed(0)} %`.padStart(7),
    flat ? "" : " NOT FLAT",
    bigRate.errors + smallRate.errors ? ` errors ${bigRate.errors + smallRate.errors}` : "",
  );
}
console.log(`${ROUTES.length - failures} of ${ROUTES.length} routes flat`);
bare.kill();
await server.stop();
