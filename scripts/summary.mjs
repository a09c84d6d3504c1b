// Sums the Vitest and Playwright JSON reports of a run into one line: "N passed, M failed".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function countReport(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (typeof report.numPassedTests === "number") {
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numPendingTests ?? 0) };
  }
  if (report.stats) {
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected + (report.stats.skipped ?? 0),
    };
  }
  return { passed: 0, failed: 0 };
}

/** Prints and returns the totals; a failed step without a report (type check, lint, build) counts as one failure. */
export function printSummary(reportsDir, extraFailedSteps = []) {
  let failedSteps = extraFailedSteps;
  let passed = 0;
  let failed = 0;
  if (existsSync(reportsDir)) {
    for (const name of readdirSync(reportsDir).filter((n) => n.endsWith(".json"))) {
      const counts = countReport(path.join(reportsDir, name));
      passed += counts.passed;
      failed += counts.failed;
    }
  }
  const stepsFile = path.join(reportsDir, "failed-steps.txt");
  if (existsSync(stepsFile))
    failedSteps = [...failedSteps, ...readFileSync(stepsFile, "utf8").split("\n").filter(Boolean)];
  const reportless = failedSteps.filter((step) => !["vitest", "vitest on PostgreSQL", "e2e"].includes(step));
  failed += reportless.length;
  if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(", ")}`);
  console.log(`${passed} passed, ${failed} failed`);
  return { passed, failed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.reports");
  const extraFailures = process.argv.slice(3);
  const { failed } = printSummary(dir, extraFailures);
  process.exitCode = failed > 0 ? 1 : 0;
}
