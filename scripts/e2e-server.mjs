// Starts the server exactly as `npm start` does (built bundle) for the browser tests, on a fresh data
// directory with the demo seed.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// E2E_DATA_DIR lets two runs (two engineers, two ports) work side by side.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, ".test-data", "e2e");
rmSync(dataDir, { recursive: true, force: true });
// Always the embedded database: a DATABASE_URL of the developer's shell is dropped (an empty one is refused).
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  stdio: "inherit",
  env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
