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

// `cores`: how many of the machine's cores a step keeps busy, so that what runs at once never asks for
// more than the machine has (an overloaded machine makes the browser tests' timings lie).
const steps = [
  { name: "build", cmd: ["npm", "run", "build"], cores: 1 },
  // On PGlite only: the PostgreSQL pass below is its own step.
  { name: "vitest", cmd: vitest("vitest"), env: { TEST_DATABASE_URL: "" }, cores: 2 },
  { name: "bundle budgets", cmd: ["node", "scripts/bundle-budgets.mjs"], after: ["build"], cores: 1 },
  {
    name: "e2e",
    cmd: ["npx", "playwright", "test", "-c", "apps/web/playwright.config.ts"],
    after: ["build"],
    cores: 2,
  },
  ...(postgresUrl
    ? [
        {
          name: "vitest on PostgreSQL",
          cmd: vitest("vitest-postgres", "--project", "api*"),
          env: { TEST_DATABASE_URL: postgresUrl },
          cores: 2,
        },
      ]
    : []),
  { name: "typecheck", cmd: ["npm", "run", "typecheck"], cores: 1 },
  { name: "lint", cmd: ["npm", "run", "lint"], cores: 1 },
  { name: "knip", cmd: ["npm", "run", "knip"], cores: 1 },
];

const failedSteps = await runSteps(steps, { cwd: root, logs: path.join(reports, "logs") });
writeFileSync(path.join(reports, "failed-steps.txt"), failedSteps.join("\n"));
const { failed } = printSummary(reports);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
