// Lighthouse (mobile and desktop presets) on the login page and each role's main pages, signed in,
// driving Debian's Chromium; prints a Markdown table. Not part of `npm test` (minutes, and noisy on
// a loaded machine). Run against a built server:
//   PORT=3314 DATA_DIR=/tmp/lh-data node scripts/start.mjs &
//   node scripts/lighthouse.mjs http://localhost:3314 [mobile|desktop|both]
// LIGHTHOUSE_ROUTE=/dashboard/app keeps the routes that contain it; LIGHTHOUSE_SAVE=DIR writes each report
// (one per run, numbered, with LIGHTHOUSE_RUNS).
// LIGHTHOUSE_RUNS=3 runs each page and preset three times and reports the run of median performance
// with the range of scores: one run's score moves by ±5-8 on a loaded 2-core machine, and Lighthouse's
// own guidance on variability is to take the median of several runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const [base = "http://localhost:3000", which = "both"] = process.argv.slice(2);
const PASSWORD = process.env.DEMO_PASSWORD ?? "Demo2026!";
const PORT = Number(process.env.LIGHTHOUSE_CDP_PORT ?? 9333);

/** Who opens what: the login page signed out, then each role's home and main pages. */
const PLANS = [
  { email: null, routes: ["/auth/login"] },
  { email: "superadmin@plateforme.example", routes: ["/dashboard/entreprises"] },
  { email: "admin@horizon.example", routes: ["/dashboard/administrateurs", "/dashboard/students"] },
  { email: "prof@horizon.example", routes: ["/dashboard/app", "/dashboard/sessionfac"] },
  { email: "apprenant@horizon.example", routes: ["/dashboard/app", "/dashboard/studentcourses"] },
];
const ONLY_ROUTE = process.env.LIGHTHOUSE_ROUTE;
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
const PRESETS = which === "both" ? ["mobile", "desktop"] : [which];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

async function tokenOf(email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).token;
}

// One persistent profile: Lighthouse opens its tabs in it, so the token kept in localStorage signs them in.
const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [`--remote-debugging-port=${PORT}`, "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

const score = (category) => Math.round((category?.score ?? 0) * 100);
const seconds = (audit) => `${((audit?.numericValue ?? 0) / 1000).toFixed(1)} s`;

/** One Lighthouse run of a route with a preset, on a first visit. */
async function measure(plan, route, preset, run) {
  // A first visit: no HTTP cache, no service worker nor its cache (the token stays in localStorage).
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", {
    origin: new URL(base).origin,
    storageTypes: "service_workers,cache_storage",
  });
  const result = await lighthouse(
    `${base}${route}`,
    {
      port: PORT,
      output: "json",
      logLevel: "error",
      disableStorageReset: true,
      onlyCategories: ["performance", "accessibility", "best-practices"],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  const { categories, audits, runtimeError } = result.lhr;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const who = plan.email ? plan.email.split("@")[0] : "visitor";
    const suffix = RUNS > 1 ? `-${run + 1}` : "";
    writeFileSync(
      path.join(SAVE_DIR, `${who}${route.replaceAll("/", "_")}-${preset}${suffix}.json`),
      result.report,
    );
  }
  if (runtimeError) console.error(`${route} (${preset}): ${runtimeError.code} ${runtimeError.message}`);
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  if (failing.length > 0) console.error(`  failing: ${failing.join(", ")}`);
  const measured = {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories["best-practices"]),
    metrics: [
      seconds(audits["first-contentful-paint"]),
      seconds(audits["largest-contentful-paint"]),
      `${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
    ],
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    bytes: `${Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024)} KB`,
  };
  console.error(`${route} ${preset}: ${measured.performance} ${measured.metrics.join(" ")}`);
  return measured;
}

const rows = [];
try {
  for (const plan of PLANS) {
    const token = plan.email ? await tokenOf(plan.email) : null;
    // Signed out first: with the last plan's token, the sign-in page would move on to its dashboard.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(() => localStorage.removeItem("campus.token"));
    await page.goto(`${base}/auth/login`);
    await page.evaluate(async (t) => {
      if (t) localStorage.setItem("campus.token", t);
      else localStorage.removeItem("campus.token");
      // The page registers the service worker: let it settle, or it caches after the clearing below.
      await Promise.race([
        navigator.serviceWorker?.ready,
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    }, token);
    await page.goto("about:blank");
    for (const route of plan.routes.filter((path) => !ONLY_ROUTE || path.includes(ONLY_ROUTE))) {
      for (const preset of PRESETS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(plan, route, preset, run));
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)];
        const scores = runs.map((run) => run.performance);
        const row = [
          plan.email ? plan.email.split("@")[0] : "visiteur",
          route,
          preset,
          RUNS > 1 ? `${median.performance} (${scores.join(", ")})` : `${median.performance}`,
          // Of every run, the lowest: a run's accessibility or best practices short of 100 is not hidden.
          Math.min(...runs.map((run) => run.accessibility)),
          Math.min(...runs.map((run) => run.bestPractices)),
          ...median.metrics,
          Math.max(...runs.map((run) => run.cls)).toFixed(3),
          median.bytes,
        ];
        rows.push(row);
        console.error(row.join(" | "));
      }
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

console.log("| who | route | preset | perf | a11y | best pr. | FCP | LCP | TBT | CLS | bytes |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
