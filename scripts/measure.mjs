// Budgets of the foundation: the login page's JavaScript (gzip) and `npm start` on an existing data directory.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = 3190;
const dataDir = path.join(root, ".test-data", "measure");
const base = `http://127.0.0.1:${port}`;

function startServer() {
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return { child, ready };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGINT");
  await exited;
}

rmSync(dataDir, { recursive: true, force: true });
const first = startServer();
console.log(`first start (new data directory, seed): ${await first.ready} ms`);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage();
const scripts = new Set();
page.on("response", (response) => {
  if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
});
await page.goto(`${base}/auth/login`, { waitUntil: "networkidle" });
await browser.close();
let gzipBytes = 0;
for (const script of scripts)
  gzipBytes += gzipSync(readFileSync(path.join(root, "apps/web/dist", script))).length;
console.log(
  `login page JavaScript: ${scripts.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip (budget 250 KB)`,
);
await stop(first.child);

const restarts = [];
for (let i = 0; i < 3; i++) {
  const again = startServer();
  restarts.push(await again.ready);
  await stop(again.child);
}
console.log(`npm start on the existing data directory: ${restarts.join(" ms, ")} ms (budget 5000 ms)`);
rmSync(dataDir, { recursive: true, force: true });
