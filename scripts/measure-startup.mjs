// Start-up on an existing data directory (PGlite, the embedded default): from `node` to serving.
// The first start creates the directory (and the demo data); the next ones are measured.
// Run: node scripts/build-api.mjs && node scripts/measure-startup.mjs [runs]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), "campus-startup-"));

/**
 * The CPU time (user + system, ms) a process has used so far, read from Linux's /proc (0 elsewhere):
 * a figure that depends less than the wall time on what else the machine is running.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** Starts the built server; resolves with the ms until it answers `/api/health`, then stops it. */
async function startOnce(port) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, "apps/api/dist/server.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - startedAt;
  const cpu = cpuMs(child.pid);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  const own = output.match(/\((\d+) ms, base/)?.[1];
  const phases = output.match(/Démarrage : (.*)/)?.[1];
  if (phases) console.log(`  ${phases}`);
  return { ms, own: Number(own ?? 0), cpu };
}

const first = await startOnce(3391);
console.log(`first start (creates the data): ${first.ms.toFixed(0)} ms`);
const times = [];
const cpus = [];
for (let run = 0; run < RUNS; run++) {
  const { ms, own, cpu } = await startOnce(3391);
  times.push(ms);
  cpus.push(cpu);
  console.log(
    `start ${run + 1}: ${ms.toFixed(0)} ms to serving (${own} ms by the server's count, CPU ${cpu} ms)`,
  );
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(0);
console.log(
  `median ${median(times)} ms over ${RUNS} starts (CPU ${median(cpus)} ms); load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
rmSync(dataDir, { recursive: true, force: true });
