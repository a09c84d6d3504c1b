// `npm start`: builds the web app and the API bundle when their sources changed since the last build,
// then serves app and API from plain JavaScript.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDist = path.join(root, "apps/web/dist/index.html");
const apiBundle = path.join(root, "apps/api/dist/server.mjs");
const apiSources = [
  "apps/api/src",
  "apps/api/package.json",
  "packages/contracts/src",
  "scripts/build-api.mjs",
];
const webSources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/login.html",
  "apps/web/vite.config.ts",
  "packages/contracts/src",
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIfStale(label, output, sources, command) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(`Construction de ${label}…`);
  const build = spawnSync(command[0], command.slice(1), { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale("l'application web", webDist, webSources, ["npm", "run", "build", "-w", "@campus/web"]);
buildIfStale("l'API", apiBundle, apiSources, [process.execPath, "scripts/build-api.mjs"]);

const server = spawn(process.execPath, ["--enable-source-maps", apiBundle], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
