// `npm test`: type check, lint, unit and API tests, web build, browser tests; ends with "N passed, M failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printSummary } from "./summary.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, ".reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
  { name: "lint", cmd: ["npm", "run", "lint"] },
  { name: "knip", cmd: ["npm", "run", "knip"] },
  {
    name: "vitest",
    cmd: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/vitest.json`,
    ],
    env: { TEST_DATABASE_URL: "" },
  },
  { name: "build", cmd: ["npm", "run", "build"] },
  { name: "bundle budgets", cmd: ["node", "scripts/bundle-budgets.mjs"] },
  { name: "e2e", cmd: ["npx", "playwright", "test", "-c", "apps/web/playwright.config.ts"] },
];

const failedSteps = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) failedSteps.push(step.name);
}

writeFileSync(path.join(reports, "failed-steps.txt"), failedSteps.join("\n"));
const { failed } = printSummary(reports);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
