// Sums the Vitest and Playwright JSON reports of a run into one line: "N passed, M failed".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

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

const firstLine = (message = "") =>
  stripVTControlCharacters(message)
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

/**
 * The failed tests of a Vitest or Playwright report, and the flaky ones (failed once, passed on their
 * retry): "file › test: first line of the error".
 */
function troubledTests(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = [];
  const flaky = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name ?? "");
    for (const test of result.assertionResults ?? []) {
      const line = `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === "failed") failures.push(line);
      else if (test.status === "passed" && test.failureMessages?.length) flaky.push(line);
    }
    if ((result.assertionResults ?? []).length === 0 && result.status === "failed")
      failures.push(`${where}: ${firstLine(result.message)}`);
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const line = `${spec.file} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`;
        (test.status === "flaky" ? flaky : failures).push(line);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { failures, flaky };
}

/** Prints and returns the totals; a failed step without a report (type check, lint, build) counts as one failure. */
export function printSummary(reportsDir, extraFailedSteps = []) {
  let failedSteps = extraFailedSteps;
  let passed = 0;
  let failed = 0;
  const failures = [];
  const flaky = [];
  if (existsSync(reportsDir)) {
    for (const name of readdirSync(reportsDir).filter((n) => n.endsWith(".json"))) {
      const counts = countReport(path.join(reportsDir, name));
      passed += counts.passed;
      failed += counts.failed;
      const report = name.replace(/\.json$/, "");
      const troubled = troubledTests(path.join(reportsDir, name));
      failures.push(...troubled.failures.map((line) => `  ${report}: ${line}`));
      flaky.push(...troubled.flaky.map((line) => `  ${report}: ${line}`));
    }
  }
  const stepsFile = path.join(reportsDir, "failed-steps.txt");
  if (existsSync(stepsFile))
    failedSteps = [...failedSteps, ...readFileSync(stepsFile, "utf8").split("\n").filter(Boolean)];
  const reportless = failedSteps.filter((step) => !["vitest", "vitest on PostgreSQL", "e2e"].includes(step));
  failed += reportless.length;
  if (flaky.length > 0) console.log(`flaky tests (failed once, passed on their retry):\n${flaky.join("\n")}`);
  if (failures.length > 0) console.log(`failed tests:\n${failures.join("\n")}`);
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
