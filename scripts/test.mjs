// `npm test`: type check, lint, knip, unit and API tests (and the API tests on PostgreSQL when
// TEST_DATABASE_URL is set), web build, bundle budgets, browser tests. Independent steps run side by
// side, each into its own log, printed whole when it ends; then each step's wall time, and last the
// line "N passed, M failed".
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSteps } from "./steps.mjs";
import { printSummary } from "./summary.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, ".reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (report, ...args) => [
  "npx",
  "vitest",
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/${report}.json`,
];
const postgresUrl = process.env.TEST_DATABASE_URL;

// In this order of priority, as many at once as the machine has cores, but the heavy steps (each keeps
// every core busy with one worker per core) one at a time: run together on two cores, they starved each
// other (Chromium runs at a higher priority) and timing tests of the API and the web's component tests
// failed. The light steps (type check, lint, knip, budgets) run beside them.
const steps = [
  { name: "build", cmd: ["npm", "run", "build"] },
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
  {
    name: "e2e",
    cmd: ["npx", "playwright", "test", "-c", "apps/web/playwright.config.ts"],
    after: ["build"],
    heavy: true,
  },
  { name: "lint", cmd: ["npm", "run", "lint"] },
  { name: "knip", cmd: ["npm", "run", "knip"] },
  // On PGlite only: the PostgreSQL pass below is its own step.
  { name: "vitest", cmd: vitest("vitest"), env: { TEST_DATABASE_URL: "" }, heavy: true },
  ...(postgresUrl
    ? [
        {
          name: "vitest on PostgreSQL",
          cmd: vitest("vitest-postgres", "--project", "api*"),
          env: { TEST_DATABASE_URL: postgresUrl },
          heavy: true,
        },
      ]
    : []),
  { name: "bundle budgets", cmd: ["node", "scripts/bundle-budgets.mjs"], after: ["build"] },
];

const failedSteps = await runSteps(steps, { cwd: root, logs: path.join(reports, "logs") });
writeFileSync(path.join(reports, "failed-steps.txt"), failedSteps.join("\n"));
const { failed } = printSummary(reports);
// Not process.exit(): it would drop what is still queued for a piped stdout (the summary line included).
process.exitCode = failed > 0 || failedSteps.length > 0 ? 1 : 0;
