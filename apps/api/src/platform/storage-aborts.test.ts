import { readdirSync, readlinkSync } from "node:fs";
import { type IncomingMessage, request, type ServerResponse } from "node:http";
import { expect, it } from "vitest";
import { multipartFile } from "../test/fixtures/teaching.ts";
import { type Scenario, useScenarioApp } from "../test/scenario-app.ts";
import {
  collectedHeap,
  expectHealthyAndReleased,
  expectNoHalfWrittenFiles,
  FILES,
  PROF,
  type ScenarioApp,
  STUDENT,
} from "../test/storage-scenario.ts";
import { runningWorkers } from "./workers.ts";

// Clients that go away at random points of a zip, a download, two exports, a PDF, an upload and the
// event stream, 1,000 times over a real socket: within a second of the last one the server serves
// none of them any more, its export worker threads and blob streams (file handles, S3 sockets) and
// the clients' sockets are released, nothing is half-written, and memory comes back down.

const REQUESTS = 1000;
const PARALLEL = 8;

let t: ScenarioApp;
let scenario: Scenario;

useScenarioApp((started) => ({ t, scenario } = started), { healAfterEach: false });

const openDescriptors = () => readdirSync("/proc/self/fd").length;
const threads = () => readdirSync("/proc/self/task").length;
/** The database pool's connections (PostgreSQL): the pool grows under load, by design, up to its size. */
const poolConnections = () => t.database.poolStats?.().total ?? 0;
/** The open descriptors by kind (socket, pipe, anon_inode:[eventfd], file…), to tell what was kept. */
function descriptorKinds(): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const fd of readdirSync("/proc/self/fd")) {
    let target = "fermé";
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`)
        .replace(/:\[\d+\]$/, "")
        .replace(/^\/.*/, "fichier");
    } catch {}
    kinds[target] = (kinds[target] ?? 0) + 1;
  }
  return kinds;
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  token: string;
  body?: { payload: Buffer; headers: Record<string, string> };
}

/** Sends the request and destroys it at a random point: before the answer, or after some bytes of it. */
function abortAtRandom(port: number, target: Target): Promise<void> {
  return new Promise((resolve) => {
    const cutAfterBytes = Math.random() < 0.3 ? 0 : Math.floor(Math.random() * 200_000);
    const req = request({
      host: "127.0.0.1",
      port,
      method: target.method,
      path: target.path,
      headers: { authorization: `Bearer ${target.token}`, ...target.body?.headers },
    });
    const done = () => resolve();
    // Whatever happens (an event stream never ends by itself), the client is gone within 60 ms.
    const deadline = setTimeout(() => req.destroy(), 10 + Math.random() * 50);
    req.on("close", () => clearTimeout(deadline));
    req.on("error", done);
    req.on("close", done);
    req.on("response", (response) => {
      let received = 0;
      response.on("error", done);
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received >= cutAfterBytes) req.destroy();
      });
      response.on("end", () => req.destroy());
    });
    if (target.body) {
      // An upload cut in the middle of its body, or once sent.
      const { payload } = target.body;
      const sent = Math.random() < 0.5 ? Math.floor(Math.random() * payload.length) : payload.length;
      req.write(payload.subarray(0, sent));
      if (sent < payload.length) setTimeout(() => req.destroy(), Math.random() * 20);
      else req.end();
    } else {
      req.end();
    }
  });
}

it(`${REQUESTS} clients going away at random points release blob streams and sockets within a second`, async () => {
  const prof = await t.token(PROF);
  const admin = await t.token("admin@ata.example");
  const student = await t.token(STUDENT);
  const { port } = t.app.server.address() as { port: number };
  const file = scenario.singleFiles[0]?.path ?? "";
  const targets: Target[] = [
    { name: "zip", method: "GET", path: scenario.zips[0]?.path ?? "", token: prof },
    { name: "téléchargement", method: "GET", path: file, token: prof },
    { name: "export", method: "GET", path: "/api/absences/export.xlsx", token: admin },
    { name: "export des élèves", method: "GET", path: "/api/students/export?format=xlsx", token: admin },
    {
      name: "PDF",
      method: "GET",
      path: `/api/slots/${t.fixture.slotId}/attendance-sheet.pdf`,
      token: prof,
    },
    { name: "flux d'événements", method: "GET", path: "/api/events", token: student },
    {
      name: "dépôt",
      method: "POST",
      path: `/api/assignments/${scenario.boxId}/files`,
      token: student,
      body: multipartFile("abandon.pdf", FILES.rapport),
    },
  ];
  // Slow reads, so that aborts land in the middle of the blobs rather than after them.
  t.blobs.inject({ kind: "slow", delayMs: 1, chunkBytes: 64 * 1024 });
  // Warm-up: the first export bundles the worker, the first zip loads archiver.
  for (const target of targets) await abortAtRandom(port, target);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = {
    fds: openDescriptors(),
    kinds: descriptorKinds(),
    threads: threads(),
    pool: poolConnections(),
    rss: process.memoryUsage().rss,
    heap: collectedHeap(),
  };

  // Each request the server reads, from then until its response closes. Connections a client left while
  // they waited in the kernel's accept queue are read later, once the server gets to them.
  let inFlight = 0;
  let lastRequestAt = 0;
  const servedMs: number[] = [];
  const slowest = { ms: 0, url: "" };
  t.app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    const readAt = performance.now();
    lastRequestAt = readAt;
    response.once("close", () => {
      inFlight--;
      const ms = performance.now() - readAt;
      servedMs.push(ms);
      if (ms > slowest.ms)
        Object.assign(slowest, { ms, url: `${request.method} ${request.url?.split("?")[0]}` });
    });
  });
  const startedAt = performance.now();
  let next = 0;
  const counts = new Map<string, number>();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < REQUESTS) {
        const target = targets[next++ % targets.length] as Target;
        counts.set(target.name, (counts.get(target.name) ?? 0) + 1);
        await abortAtRandom(port, target);
      }
    }),
  );
  const elapsed = performance.now() - startedAt;
  const atLastAbort = { inFlight, workers: runningWorkers(), streams: t.blobs.openStreams };
  // The accept queue drained: no request read for 300 ms and none being served.
  const drainStart = performance.now();
  while ((inFlight > 0 || performance.now() - lastRequestAt < 300) && performance.now() - drainStart < 20_000)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const acceptQueueMs = Math.max(0, lastRequestAt - drainStart);
  // Within a second of the last request read, no export worker runs and no blob stream is open.
  const releasedBy = lastRequestAt + 1000;
  while ((runningWorkers() > 0 || t.blobs.openStreams > 0) && performance.now() < releasedBy)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const releasedAfterMs = performance.now() - lastRequestAt;
  const heldAtRelease = { workers: runningWorkers(), streams: t.blobs.openStreams };
  t.blobs.heal();
  await expectHealthyAndReleased(t);
  const after = {
    fds: openDescriptors(),
    kinds: descriptorKinds(),
    threads: threads(),
    pool: poolConnections(),
    rss: process.memoryUsage().rss,
    heap: collectedHeap(),
  };
  const sorted = [...servedMs].sort((a, b) => a - b);
  console.info(
    JSON.stringify({
      requests: Object.fromEntries(counts),
      elapsedMs: Math.round(elapsed),
      atLastAbort,
      acceptQueueMs: Math.round(acceptQueueMs),
      releasedAfterMs: Math.round(releasedAfterMs),
      servedMs: {
        read: sorted.length,
        p50: Math.round(sorted[sorted.length >> 1] ?? 0),
        p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
        max: Math.round(slowest.ms),
        slowest: slowest.url,
      },
      before,
      after,
    }),
  );
  // A client gone, the server lets go of its request within a second (its clients leave within 60 ms
  // of sending it, or after at most 200 KB of the answer): 99 in 100 of them; the slowest, an upload
  // waiting for its submission's lock, took up to 2.5 s on PostgreSQL with the two cores shared by
  // others (load average 13).
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  expect(p99).toBeLessThan(1000);
  expect(slowest.ms, slowest.url).toBeLessThan(5000);
  // Requests of clients already gone, read from the accept queue, are dropped before any work
  // (registerGoneClientGuard): 50 ms after the last client left on an idle machine, 6 to 7 s on the
  // loaded one; served in full, as before the guard, they took 10 to 12 s more on PGlite.
  expect(acceptQueueMs).toBeLessThan(10_000);
  expect(inFlight).toBe(0);
  expect(heldAtRelease).toEqual({ workers: 0, streams: 0 });
  // Sockets: the clients' connections are all closed (a few keep-alive ones of the test's own fetch remain;
  // on PostgreSQL the pool's new connections are not the clients').
  const newSockets = (after.kinds.socket ?? 0) - (before.kinds.socket ?? 0) - (after.pool - before.pool);
  expect(newSockets).toBeLessThanOrEqual(4);
  // Every export worker exited (counted by startWorker: the process's thread count also moves with
  // libuv's pool and V8's helpers, and with the other test files of this Vitest worker).
  expect(runningWorkers()).toBe(0);
  expect(after.heap - before.heap).toBeLessThan(32 * 1024 * 1024);
  expect(after.rss - before.rss).toBeLessThan(192 * 1024 * 1024);
  await expectNoHalfWrittenFiles(t);
}, 90_000);
