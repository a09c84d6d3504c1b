import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/demo-accounts.ts";
import { startDemoServerProcess } from "./test/demo-server-process.ts";
import type { ServerProcess } from "./test/server-process.ts";

// Issue 41: under sustained load on kept-alive connections, SIGTERM was not honoured (PGlite: still
// serving 60 s later). A real server process, several clients looping on kept-alive connections and a
// live stream; then SIGTERM.

const SHUTDOWN_SECONDS = 5;
/** The server's own forced exit comes 2 s after the deadline (server.ts): never later than this. */
const EXIT_BOUND_MS = SHUTDOWN_SECONDS * 1000 + 2_000;
const CLIENTS = 6;

interface Outcome {
  status?: number;
  /** The network error, and whether it came after the answer's status (a reset of an answered request). */
  error?: string;
  isAnsweredThenCut?: boolean;
  connection?: string;
  /** Whether the answer's status arrived after SIGTERM was sent. */
  isAfterSignal: boolean;
}

let started: ServerProcess;
let server: ChildProcess;
let port: number;
let token = "";
let signalledAt = 0;

function request(agent: http.Agent, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const outcome: Outcome = {
          status: response.statusCode,
          connection: response.headers.connection,
          isAfterSignal: signalledAt > 0,
        };
        response.resume();
        response.on("end", () => resolve(outcome));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ ...outcome, error: error.code ?? error.message, isAnsweredThenCut: true }),
        );
        response.on("aborted", () => resolve({ ...outcome, error: "aborted", isAnsweredThenCut: true }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, isAfterSignal: signalledAt > 0 }),
    );
    req.end();
  });
}

/** One client on one kept-alive connection at a time, sending as soon as answered, until refused. */
async function loop(outcomes: Outcome[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const outcome = await request(agent, `/api/students?pageSize=50&page=${(i % 4) + 1}`);
      outcomes.push(outcome);
      if (outcome.error && !outcome.isAnsweredThenCut) return;
      if (outcome.isAnsweredThenCut) return;
    }
  } finally {
    agent.destroy();
  }
}

/** The signed-in user's live stream: everything it received, and how it ended. */
function openStream(): Promise<{ text: string; ending: string }> & { opened: Promise<void> } {
  let markOpened: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  const done = new Promise<{ text: string; ending: string }>((resolve) => {
    http
      .get(
        { host: "127.0.0.1", port, path: "/api/events", headers: { authorization: `Bearer ${token}` } },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
            if (text.includes("ouvert")) markOpened();
          });
          response.on("end", () => resolve({ text, ending: "end" }));
          response.on("error", (error: NodeJS.ErrnoException) =>
            resolve({ text, ending: error.code ?? "error" }),
          );
        },
      )
      .on("error", (error: NodeJS.ErrnoException) => resolve({ text: "", ending: error.code ?? "error" }));
  });
  return Object.assign(done, { opened });
}

beforeAll(async () => {
  started = await startDemoServerProcess({
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_SECONDS),
  });
  ({ child: server, port } = started);
  const login = await fetch(`${started.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@horizon.example", password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  await started?.stop();
});

describe("SIGTERM under sustained load", () => {
  it("stops accepting, closes kept-alive connections and live streams, exits within the deadline, resets no answered request", async () => {
    const stream = openStream();
    await stream.opened;
    const perClient = Array.from({ length: CLIENTS }, () => [] as Outcome[]);
    const clients = perClient.map((outcomes) => loop(outcomes));
    // Sustained load: the clients have each been answered several times.
    while (perClient.some((outcomes) => outcomes.length < 5)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
      server.once("exit", (code) => resolve({ code, ms: Date.now() - signalledAt })),
    );
    signalledAt = Date.now();
    server.kill("SIGTERM");
    const exit = await exited;
    await Promise.all(clients);
    const streamed = await stream;

    const outcomes = perClient.flat();
    const afterSignal = outcomes.filter((outcome) => outcome.isAfterSignal && outcome.status !== undefined);
    console.info(
      `shutdown under load: exit ${exit.code} after ${exit.ms} ms; ${outcomes.length} requests, ${afterSignal.length} answered after SIGTERM (${afterSignal.filter((o) => o.status === 503).length} of them 503)`,
    );
    expect(exit.ms).toBeLessThan(EXIT_BOUND_MS);
    expect(exit.code).toBe(0);
    // No request that had its answer's status was then cut.
    expect(outcomes.filter((outcome) => outcome.isAnsweredThenCut)).toEqual([]);
    expect(
      outcomes.filter(
        (outcome) => outcome.status !== undefined && outcome.status !== 200 && outcome.status !== 503,
      ),
    ).toEqual([]);
    // Every answer after the signal closes its connection; but a client's first one, which the server
    // may have written before it took the signal in.
    for (const outcomes of perClient) {
      const answeredAfter = outcomes.filter(
        (outcome) => outcome.isAfterSignal && outcome.status !== undefined,
      );
      expect(answeredAfter.slice(1).filter((outcome) => outcome.connection !== "close")).toEqual([]);
    }
    // The live stream ended cleanly, with a reconnect hint.
    expect(streamed.ending).toBe("end");
    expect(streamed.text).toMatch(/retry: \d+\n: arrêt du serveur/);
    // Stopped accepting.
    expect((await request(new http.Agent(), "/api/health")).error).toBe("ECONNREFUSED");
  }, 120_000);
});
