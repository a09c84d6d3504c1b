import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "./seed/demo-accounts.ts";
import { startDemoServerProcess } from "./test/demo-server-process.ts";
import type { ServerProcess } from "./test/server-process.ts";

/** One request on its own connection: its status, or the network error that ended it. */
function send(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): { written: Promise<void>; answer: Promise<{ status?: number; error?: string; body: string }> } {
  let markWritten: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const answer = new Promise<{ status?: number; error?: string; body: string }>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        agent: false,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode, body }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, body }),
        );
      },
    );
    request.on("finish", markWritten);
    request.on("error", (error: NodeJS.ErrnoException) => {
      markWritten();
      resolve({ error: error.code ?? error.message, body: "" });
    });
    request.end(options.body);
  });
  return { written, answer };
}

let started: ServerProcess;
let server: ChildProcess;
let port: number;
let dataDir: string;

beforeAll(async () => {
  started = await startDemoServerProcess({
    LOG_LEVEL: "info",
    // What is checked is that every request in flight is answered, not how fast: on a loaded machine
    // the 50 pages of 200 students outlasted the default 10 s deadline, and 21 were cut.
    SHUTDOWN_TIMEOUT_SECONDS: "60",
  });
  ({ child: server, port, dataDir } = started);
}, 180_000);

afterAll(async () => {
  await started?.stop();
});

describe("request logs", () => {
  it("writes one JSON line per answered request, with the id sent back", async () => {
    let logs = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      logs += chunk.toString();
    });
    const answer = await send(port, {
      method: "GET",
      path: "/api/health",
      headers: { "x-request-id": "journal-42" },
    }).answer;
    expect(answer.status).toBe(200);
    // The log is written in blocks, at most a second later.
    await vi.waitFor(() => expect(logs).toContain('"reqId":"journal-42"'), { timeout: 5000 });
    const lines = logs
      .split("\n")
      .filter((line) => line.includes('"reqId":"journal-42"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "requête", method: "GET", url: "/api/health", statusCode: 200 });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
  });

  it("keeps a signed link's query string out of the log (issue 41)", async () => {
    let logs = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      logs += chunk.toString();
    });
    const signed = "/api/assignments/3f1c2b8e-0000-4000-8000-000000000001/download";
    await send(port, {
      method: "GET",
      path: `${signed}?scope=box&u=3f1c2b8e-0000-4000-8000-000000000002&exp=1&sig=SIGNATURE-SECRETE`,
      headers: { "x-request-id": "journal-signe" },
    }).answer;
    await vi.waitFor(() => expect(logs).toContain('"reqId":"journal-signe"'), { timeout: 5000 });
    expect(logs).not.toContain("SIGNATURE-SECRETE");
    expect(logs).toContain(`"url":"${signed}?…"`);
  });
});

describe("graceful shutdown", () => {
  it("answers every request in flight at SIGTERM, then closes the database and frees the data directory", async () => {
    const login = await send(port, {
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@horizon.example", password: DEMO_PASSWORD }),
    }).answer;
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { token: string }).token;

    const calls = Array.from({ length: 50 }, (_, i) =>
      send(port, {
        method: "GET",
        path: `/api/students?pageSize=200&page=${(i % 3) + 1}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    await Promise.all(calls.map((call) => call.written));
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const answers = await Promise.all(calls.map((call) => call.answer));

    const resets = answers.filter((answer) => answer.error !== undefined);
    const statuses = answers.map((answer) => answer.status ?? answer.error);
    console.info(`shutdown: ${resets.length} reset(s) of 50; answers ${JSON.stringify(statuses)}`);
    expect(resets).toEqual([]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    // Stopped accepting: a new connection is refused.
    expect((await send(port, { method: "GET", path: "/api/health" }).answer).error).toBe("ECONNREFUSED");
  }, 120_000);
});
