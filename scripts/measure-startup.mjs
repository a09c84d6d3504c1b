// Start-up on an existing data directory (PGlite, the embedded default): from `node` to serving.
// The first start creates the directory (and the demo data); the next ones are measured.
// Run: node scripts/build-api.mjs && node scripts/measure-startup.mjs [runs]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), "campus-startup-"));

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
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  const own = output.match(/\((\d+) ms, base/)?.[1];
  const phases = output.match(/Démarrage : (.*)/)?.[1];
  if (phases) console.log(`  ${phases}`);
  return { ms, own: Number(own ?? 0) };
}

const first = await startOnce(3391);
console.log(`first start (creates the data): ${first.ms.toFixed(0)} ms`);
const times = [];
for (let run = 0; run < RUNS; run++) {
  const { ms, own } = await startOnce(3391);
  times.push(ms);
  console.log(`start ${run + 1}: ${ms.toFixed(0)} ms to serving (${own} ms after the modules loaded)`);
}
times.sort((a, b) => a - b);
console.log(`median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms over ${RUNS} starts`);
rmSync(dataDir, { recursive: true, force: true });
