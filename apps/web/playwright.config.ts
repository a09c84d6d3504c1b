import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BROWSER_TESTS_LAUNCH_OPTIONS } from "../../scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // One worker per core (E2E_WORKERS to choose): each drives its own Chromium against the one server.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // On CI one retry, so that a journey flaking on a loaded machine does not sink a run; a flake still shows as "flaky" in the report.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: path.join(root, ".reports/playwright.json") }]],
  // One folder per port, so that two runs side by side do not clear each other's traces.
  outputDir: path.join(root, "test-results", String(port)),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    reducedMotion: "reduce",
    timezoneId: "Europe/Paris",
    // A click on something that never comes fails with its locator after 45 s, not at the test's end.
    actionTimeout: 45_000,
    launchOptions: {
      ...BROWSER_TESTS_LAUNCH_OPTIONS,
      args: [...BROWSER_TESTS_LAUNCH_OPTIONS.args, "--disable-quic"],
    },
    // A trace (DOM snapshots and a screencast at every step) only when a failed test runs again (CI
    // retries once): recording one for every test doubled the browser tests' time on two cores
    // (27 journeys: 4.3 min with traces kept on failure, 2.2 min without). `--trace on` records them all.
    trace: "on-first-retry",
    // The app shell's service worker is left out of the journeys: installed anew in each test's context,
    // with every script and style routed through it, it cost 10-12 % of the browser tests' CPU. Its own
    // test (keyboard.spec.ts) lets it in and checks what it caches.
    serviceWorkers: "block",
  },
  projects: [
    // Each demo account signs in once; the tests open the app with its saved session.
    { name: "sessions", testMatch: /sessions\.setup\.ts$/ },
    { name: "chromium", dependencies: ["sessions"] },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    // Single sign-on (single-sign-on.spec.ts): its return address is the server's own, and its test
    // provider listens on 127.0.0.1 over plain HTTP.
    env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SSO_ALLOW_HTTP_LOOPBACK: "true" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
