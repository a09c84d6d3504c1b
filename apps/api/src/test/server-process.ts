import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const serverEntry = fileURLToPath(new URL("../server.ts", import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Its own DATA_DIR (PGlite's files and the pid file when no DATABASE_URL is given). */
  dataDir: string;
  child: ChildProcess;
  /** Kills the process (if still running) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts `server.ts` (through tsx) as a real process on a free port; resolves once it says it is ready.
 * `dataDir`: a folder prepared beforehand (a benchmark's seeded PGlite), removed by `stop` like a fresh one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { dataDir = mkdtempSync(path.join(tmpdir(), "campus-process-")) }: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("est prêt")) return;
      // Ready: the rest of the output is drained without being kept nor searched. Appending every
      // request's log line and searching the whole text again made the measuring process (the
      // benches' load generator) pay a quadratic cost at LOG_LEVEL=info (issue 42).
      child.stdout?.off("data", collect);
      child.stderr?.off("data", collect);
      child.stdout?.resume();
      child.stderr?.resume();
      resolve();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", () => reject(new Error(`server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/** Samples a process's resident memory every 10 ms; `stop` answers the peak growth over the start. */
export function sampleResidentGrowth(pid: number) {
  const before = residentBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 10);
  return {
    before,
    stop() {
      clearInterval(timer);
      return peak - before;
    },
  };
}
