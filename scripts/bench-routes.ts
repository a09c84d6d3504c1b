// Every GET route of the endpoints' declarations (the OpenAPI document's source), as each role that gets
// an answer, on the scale data set (scripts/seed-scale.ts): the big company against its small twin of
// the same per-person shape. Not a hand-picked list: a route declared tomorrow is measured here without
// a change. A route with parameters takes the first record of its parent list (`/api/slots/:id` → the
// first of `/api/slots`); one needing a query gets the current week (`from`, `to`); what still cannot be
// called is listed with its reason.
// Besides the median time of sequential requests, with --pglog=<PostgreSQL's log file> (the server on
// this machine) it counts the SQL statements of one request and the buffers they read, through
// auto_explain (set on the scale database for the run, then reset): a scan shows as buffers, whatever
// the machine's noise.
// Then, under load (issue 42): 50 connections on the big company's route, then on the small one's, in
// alternating rounds (a drift of the machine weighs on both alike), the median rate and p99 of each;
// flat means big ≤ 2 × small alone and big ≥ 0.8 × small's rate. Downloads are timed once, never loaded.
// Run: npx tsx scripts/bench-routes.ts [--shape=base | --url=…campus_scale] [--only=slots]
// [--pglog=/var/log/postgresql/postgresql-15-main.log] [--seconds=1] [--rounds=2] [--repeat=7] [--quick]: without the load phase.
import { readFileSync, statSync } from "node:fs";
import type { Endpoint } from "@campus/contracts/endpoint";
import { ENDPOINTS, hasAccess } from "@campus/contracts/permissions";
import type { Role } from "@campus/contracts/roles";
import pg from "pg";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";
import { CONNECTIONS, type Rate, summarize, throughput } from "./scale-shapes/load.ts";
import { scaleDatabaseUrl } from "./scale-shapes/shapes.ts";
import { scaleSignIn } from "./scale-sign-in.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SCALE_URL = scaleDatabaseUrl();
const ONLY = arg("only");
const PG_LOG = arg("pglog");
// auto_explain would log every request of the load: with --pglog, SQL is measured alone.
const LOAD = !process.argv.includes("--quick") && !PG_LOG;
const SECONDS = Number(arg("seconds") ?? 1);
const ROUNDS = Number(arg("rounds") ?? 2);
// --repeat: more than 5 shows the plans PostgreSQL keeps for a prepared statement (it plans the first 5 runs).
const SEQUENTIAL = Number(arg("repeat") ?? 7);
/** Big over small, alone: above it a route is not flat. */
const FLAT_RATIO = 2;
/** Big's rate over small's under load: below it a route is not flat. */
const FLAT_SHARE = 0.8;

const CALLERS: { who: string; roles: Role[] }[] = [
  { who: "apprenant0", roles: ["student"] },
  { who: "prof0", roles: ["teacher"] },
  { who: "admin", roles: ["admin"] },
];

const week = () => {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  return `from=${monday.toISOString()}&to=${sunday.toISOString()}`;
};

const routes = Object.values(ENDPOINTS)
  .flatMap((table) => Object.values(table) as Endpoint[])
  .filter(
    (endpoint) => endpoint.method === "GET" && endpoint.kind !== "stream" && endpoint.access !== "public",
  )
  .filter((endpoint) => !ONLY || endpoint.path.includes(ONLY));

const database = new pg.Client({ connectionString: SCALE_URL });
await database.connect();
const databaseName = new URL(SCALE_URL).pathname.slice(1);
if (PG_LOG) {
  // Read by the server's connections when they open (the server below starts after).
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    "auto_explain.log_min_duration = 0",
    "auto_explain.log_analyze = on",
    "auto_explain.log_buffers = on",
    "auto_explain.log_timing = off",
    "auto_explain.log_format = json",
  ]) {
    await database.query(`alter database "${databaseName}" set ${setting}`);
  }
}
const server = await startServerProcess({ DATABASE_URL: SCALE_URL, SEED_DEMO: "false", LOG_LEVEL: "warn" });

const headersOf = scaleSignIn(server.url);

/** The first record's id of a list answer (`{ items: [...] }`, an array, or an object of arrays). */
function firstId(body: unknown, key = "id"): string | undefined {
  const list = Array.isArray(body)
    ? body
    : ((body as { items?: unknown[] } | null)?.items ??
      Object.values((body ?? {}) as Record<string, unknown>).find(Array.isArray));
  // A dotted key reads inside the record (`other.id`).
  const value = key
    .split(".")
    .reduce<unknown>((record, part) => (record as Record<string, unknown> | undefined)?.[part], list?.[0]);
  return typeof value === "string" ? value : undefined;
}

/** Parents that are not lists: the list their id comes from, and its key in the list's records. */
const ID_SOURCES: Record<string, { list: string; key: string }> = {
  "/api/conversations/with": { list: "/api/conversations", key: "other.id" },
  "/api/grades/student": { list: "/api/students", key: "id" },
  "/api/privacy/students": { list: "/api/students", key: "id" },
  "/api/privacy/accounts": { list: "/api/users", key: "id" },
};

/** The route's path with its parameters filled in for the caller, or why it could not be. */
async function concretePath(
  path: string,
  headers: Record<string, string>,
): Promise<string | { skip: string }> {
  let filled = path;
  for (let param = filled.match(/:(\w+)/); param; param = filled.match(/:(\w+)/)) {
    if (param[1] === "format") {
      filled = filled.replace(":format", "xlsx");
      continue;
    }
    const parent = filled.slice(0, param.index).replace(/\/$/, "");
    const source = ID_SOURCES[parent] ?? { list: parent, key: "id" };
    const response = await fetch(`${server.url}${source.list}`, { headers });
    const id = response.ok ? firstId(await response.json().catch(() => undefined), source.key) : undefined;
    if (!id) return { skip: `no record in ${source.list} (${response.status})` };
    filled = filled.replace(`:${param[1]}`, id);
  }
  return filled;
}

/** The path as called: with the current week when the route refuses it without. */
async function callable(path: string, headers: Record<string, string>): Promise<string | { skip: string }> {
  for (const candidate of [path, `${path}?${week()}`]) {
    const response = await fetch(`${server.url}${candidate}`, { headers });
    await response.arrayBuffer();
    if (response.ok) return candidate;
    if (response.status !== 400) return { skip: `${response.status}` };
  }
  return { skip: "400 with the week too" };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function timeOnce(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/** Statements and buffers (hit + read) of one request, from auto_explain's lines for the scale database. */
async function sqlOf(url: string, headers: Record<string, string>) {
  if (!PG_LOG) return undefined;
  const before = statSync(PG_LOG).size;
  await timeOnce(url, headers);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = readFileSync(PG_LOG).subarray(before).toString("utf8");
  let statements = 0;
  let buffers = 0;
  for (const entry of text.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
    if (!entry.includes(`@${databaseName} `) || !entry.includes("plan:")) continue;
    statements++;
    const plan = entry.slice(entry.indexOf("{"));
    try {
      const top = (JSON.parse(plan) as { Plan: Record<string, number> }).Plan;
      buffers += (top["Shared Hit Blocks"] ?? 0) + (top["Shared Read Blocks"] ?? 0);
    } catch {
      // A plan cut by the log's line handling: counted, its buffers not.
    }
  }
  return { statements, buffers };
}

/** Rounds of the load on big then small: each side's median rate and p99. */
async function underLoad(
  bigUrl: string,
  big: Record<string, string>,
  smallUrl: string,
  small: Record<string, string>,
) {
  const rounds: [Rate[], Rate[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    rounds[0].push(await throughput(bigUrl, big, SECONDS));
    rounds[1].push(await throughput(smallUrl, small, SECONDS));
  }
  return rounds.map(summarize) as [Rate, Rate];
}

console.log(
  `${new URL(SCALE_URL).pathname.slice(1)}: ${routes.length} GET routes × ${CALLERS.length} roles; alone: median of ${SEQUENTIAL}` +
    (PG_LOG ? "; SQL: statements and buffers of one request" : "") +
    (LOAD
      ? `; load: ${CONNECTIONS} connections, big then small, median of ${ROUNDS} rounds of ${SECONDS} s`
      : ""),
);
console.log(
  "who".padEnd(11),
  "route".padEnd(46),
  "big ms".padStart(8),
  "small ms".padStart(9),
  "ratio".padStart(6),
  "big KB".padStart(8),
  ...(PG_LOG ? ["stmts".padStart(6), "buffers big/small".padStart(18)] : []),
  ...(LOAD
    ? [
        "big r/s".padStart(8),
        "small r/s".padStart(9),
        "share".padStart(6),
        "p99 big".padStart(8),
        "p99 small".padStart(9),
      ]
    : []),
);
const skipped: string[] = [];
let measured = 0;
let notFlat = 0;
try {
  for (const route of routes) {
    for (const caller of CALLERS) {
      if (!hasAccess(route.access, caller.roles)) continue;
      const label = `${caller.who.padEnd(11)} ${route.path.padEnd(46)}`;
      const big = await headersOf(`${caller.who}@grand.example`);
      const small = await headersOf(`${caller.who}@petit.example`);
      const paths = [await concretePath(route.path, big), await concretePath(route.path, small)];
      const [bigPath, smallPath] = await Promise.all(
        paths.map(async (path, k) =>
          typeof path === "string" ? callable(path, k === 0 ? big : small) : path,
        ),
      );
      if (typeof bigPath !== "string" || typeof smallPath !== "string") {
        skipped.push(
          `${label} ${[bigPath, smallPath].map((p) => (typeof p === "string" ? "ok" : p.skip)).join(" / ")}`,
        );
        continue;
      }
      const bigUrl = `${server.url}${bigPath}`;
      const smallUrl = `${server.url}${smallPath}`;
      const bigRuns = [];
      const smallRuns = [];
      // A download (an export, a PDF) is timed once: some take seconds on the big company.
      for (let i = 0; i < (route.kind === "file" ? 1 : SEQUENTIAL); i++) {
        bigRuns.push(await timeOnce(bigUrl, big));
        smallRuns.push(await timeOnce(smallUrl, small));
      }
      const bigMs = median(bigRuns.map((run) => run.ms));
      const smallMs = median(smallRuns.map((run) => run.ms));
      const ratio = bigMs / smallMs;
      const [bigSql, smallSql] = [await sqlOf(bigUrl, big), await sqlOf(smallUrl, small)];
      // A download is not loaded: some take seconds on the big company.
      const load = LOAD && route.kind !== "file" ? await underLoad(bigUrl, big, smallUrl, small) : undefined;
      const share = load ? load[0].rps / load[1].rps : 1;
      const errors = load ? load[0].errors + load[1].errors : 0;
      const flat = ratio <= FLAT_RATIO && share >= FLAT_SHARE && errors === 0;
      measured++;
      if (!flat) notFlat++;
      console.log(
        label,
        bigMs.toFixed(1).padStart(8),
        smallMs.toFixed(1).padStart(9),
        ratio.toFixed(2).padStart(6),
        ((bigRuns[0]?.bytes ?? 0) / 1024).toFixed(1).padStart(8),
        ...(bigSql && smallSql
          ? [String(bigSql.statements).padStart(6), `${bigSql.buffers}/${smallSql.buffers}`.padStart(18)]
          : []),
        ...(load
          ? [
              load[0].rps.toFixed(0).padStart(8),
              load[1].rps.toFixed(0).padStart(9),
              share.toFixed(2).padStart(6),
              load[0].p99.toFixed(0).padStart(8),
              load[1].p99.toFixed(0).padStart(9),
            ]
          : []),
        flat ? "" : " NOT FLAT",
        errors ? ` errors ${errors}` : "",
      );
    }
  }
} finally {
  if (PG_LOG) {
    for (const setting of [
      "session_preload_libraries",
      "auto_explain.log_min_duration",
      "auto_explain.log_analyze",
      "auto_explain.log_buffers",
      "auto_explain.log_timing",
      "auto_explain.log_format",
    ]) {
      await database.query(`alter database "${databaseName}" reset ${setting}`);
    }
  }
  await database.end();
  await server.stop();
}
console.log(
  `${measured - notFlat} of ${measured} measured flat (big ≤ ${FLAT_RATIO} × small alone` +
    (LOAD ? `, big ≥ ${FLAT_SHARE} × small's rate at ${CONNECTIONS} connections, no error)` : ")"),
);
if (skipped.length > 0) console.log(`Not measured (${skipped.length}):\n${skipped.join("\n")}`);
